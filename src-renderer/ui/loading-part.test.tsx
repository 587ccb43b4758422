import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingPart } from './loading-part.tsx';

afterEach(cleanup);

describe('LoadingPart', () => {
  it('says what it is loading until the code has arrived, then shows the part', async () => {
    let arrive: (part: { default: () => React.JSX.Element }) => void = () => undefined;
    const Part = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = resolve;
        }),
    );
    render(
      <LoadingPart text="Loading the reports…">
        <Part />
      </LoadingPart>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the reports…');

    await act(async () => {
      arrive({ default: () => <h2>Reports</h2> });
      await Promise.resolve();
    });
    expect((await screen.findByRole('heading', { name: 'Reports' })).tagName).toBe('H2');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
