import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollFocusable } from './use-scroll-focusable.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Scroller({ withButton, disabled = false }: { withButton: boolean; disabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const tabIndex = useScrollFocusable(ref);
  return (
    <div ref={ref} data-testid="scroller" tabIndex={tabIndex}>
      <p>Text only</p>
      {withButton && (
        <button type="button" disabled={disabled}>
          Act
        </button>
      )}
    </div>
  );
}

/** jsdom lays nothing out: every element reports this much content in that much room. */
function contentOf(scrollHeight: number, clientHeight: number): void {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

describe('useScrollFocusable', () => {
  it('makes a scrolling element with nothing to focus a tab stop, and stops once it holds a control', async () => {
    contentOf(900, 300);
    const view = render(<Scroller withButton={false} />);
    await waitFor(() => expect(screen.getByTestId('scroller').getAttribute('tabindex')).toBe('0'));
    view.rerender(<Scroller withButton />);
    await waitFor(() => expect(screen.getByTestId('scroller').hasAttribute('tabindex')).toBe(false));
    // A disabled control cannot be reached by the keys: the element is the tab stop again.
    view.rerender(<Scroller withButton disabled />);
    await waitFor(() => expect(screen.getByTestId('scroller').getAttribute('tabindex')).toBe('0'));
  });

  it('adds no tab stop to an element that does not scroll', async () => {
    contentOf(300, 300);
    render(<Scroller withButton={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('scroller').hasAttribute('tabindex')).toBe(false);
  });
});
