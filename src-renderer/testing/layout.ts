/**
 * Test support: jsdom lays nothing out, so a virtualized list would think its window is zero
 * pixels tall and show no rows. This gives every element a size for the test's duration.
 */
export function withLayout(height = 800, width = 1000): () => void {
  const sizes = {
    offsetHeight: height,
    offsetWidth: width,
    clientHeight: height,
    clientWidth: width,
  };
  const rect = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect');
  const saved = Object.keys(sizes).map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
  );
  const box = { x: 0, y: 0, top: 0, left: 0, bottom: height, right: width, width, height };
  Object.defineProperty(Element.prototype, 'getBoundingClientRect', {
    configurable: true,
    value: () => ({ ...box, toJSON: () => box }),
  });
  for (const [name, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  }
  return () => {
    if (rect !== undefined) Object.defineProperty(Element.prototype, 'getBoundingClientRect', rect);
    for (const [name, descriptor] of saved) {
      if (descriptor === undefined) Reflect.deleteProperty(HTMLElement.prototype, name);
      else Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  };
}
