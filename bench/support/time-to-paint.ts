// Inside the page: from a click to the frame after an element matching `ready` appears, so that
// the app and the empty baseline page are timed the same way (the Playwright round trip is not in
// it). Two animation frames after the element appears: the first runs before that frame is
// painted, the second once it has been.
import type { Page } from '@playwright/test';

export interface PaintProbe {
  /** CSS selector of the button to click. */
  readonly click: string;
  /** CSS selector of what must be in the document for the chart to count as drawn. */
  readonly ready: string;
}

export function timeToPaint(page: Page, probe: PaintProbe): Promise<number> {
  return page.evaluate(
    ({ click, ready }) =>
      new Promise<number>((resolve, reject) => {
        const button = document.querySelector<HTMLElement>(click);
        if (button === null) {
          reject(new Error(`nothing matches ${click}`));
          return;
        }
        const t0 = performance.now();
        const painted = (): void => {
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
        };
        const observer = new MutationObserver(() => {
          if (document.querySelector(ready) === null) return;
          observer.disconnect();
          painted();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        button.click();
      }),
    probe,
  );
}
