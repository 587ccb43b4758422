/**
 * Test support: jsdom lays nothing out, so a virtualized list would think its window is zero
 * pixels tall and show no rows. This gives every element a size for the test's duration.
 */
export function withLayout(height = 800, width = 1000): () => void {
  const rect = Element.prototype.getBoundingClientRect;
  const sizes = { offsetHeight: height, offsetWidth: width, clientHeight: height, clientWidth: width };
  const saved = Object.keys(sizes).map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
  );
  const savedElement = (['clientHeight', 'clientWidth'] as const).map(
    (name) => [name, Object.getOwnPropertyDescriptor(Element.prototype, name)] as const,
  );
  Element.prototype.getBoundingClientRect = () =>
    ({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      bottom: height,
      right: width,
      width,
      height,
      toJSON: () => ({}),
    }) as DOMRect;
  for (const [name, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  }
  return () => {
    Element.prototype.getBoundingClientRect = rect;
    for (const [name, descriptor] of saved) {
      if (descriptor === undefined) Reflect.deleteProperty(HTMLElement.prototype, name);
      else Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
    for (const [name, descriptor] of savedElement) {
      if (descriptor !== undefined) Object.defineProperty(Element.prototype, name, descriptor);
    }
  };
}
