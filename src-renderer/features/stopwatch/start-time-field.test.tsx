import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StartTimeField } from './start-time-field.tsx';

afterEach(cleanup);

const zone = 'UTC';
// 2026-03-10 10:15 UTC; the stopwatch started at 09:40.
const now = Date.UTC(2026, 2, 10, 10, 15);
const startedAt = Date.UTC(2026, 2, 10, 9, 40);

describe('StartTimeField', () => {
  it('keeps what is being typed when the stopwatch is read again, and saves it on leaving', () => {
    const saved: number[] = [];
    const field = (at: number) => (
      <StartTimeField startedAt={at} zone={zone} now={() => now} onSave={(start) => saved.push(start)} />
    );
    const { rerender } = render(field(startedAt));
    const input = screen.getByRole('textbox', { name: 'Started at' });
    fireEvent.change(input, { target: { value: '09:0' } });
    // A new look at the service moves the start by a few milliseconds (the clock offset).
    rerender(field(startedAt + 3));
    expect((input as HTMLInputElement).value).toBe('09:0');
    fireEvent.change(input, { target: { value: '09:05' } });
    fireEvent.blur(input);
    expect(saved).toEqual([Date.UTC(2026, 2, 10, 9, 5)]);
  });

  it('saves nothing when the shown time is left as it was', () => {
    const saved: number[] = [];
    render(
      <StartTimeField startedAt={startedAt} zone={zone} now={() => now} onSave={(s) => saved.push(s)} />,
    );
    const input = screen.getByRole('textbox', { name: 'Started at' });
    fireEvent.change(input, { target: { value: '09:40' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(saved).toEqual([]);
  });
});
