import { useEffect, useState, type RefObject } from 'react';

const focusable =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A tab stop (`0`) for an element that scrolls but holds nothing the keys can reach (a read-only
 * screen, an empty week): focused, the arrow keys scroll it. Otherwise none (`undefined`), so
 * screens with their own controls keep their tab order.
 */
export function useScrollFocusable(ref: RefObject<HTMLElement | null>): 0 | undefined {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const check = (): void => {
      const scrolls =
        element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth;
      setNeeded(scrolls && element.querySelector(focusable) === null);
    };
    check();
    const mutations = new MutationObserver(check);
    mutations.observe(element, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex', 'href'],
    });
    // Some hosts (jsdom) have no ResizeObserver; there only changes of content are followed.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resizes?.observe(element);
    for (const child of Array.from(element.children)) resizes?.observe(child);
    return () => {
      mutations.disconnect();
      resizes?.disconnect();
    };
  }, [ref]);
  return needed ? 0 : undefined;
}
