import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the budget limits, in bytes of the built files in out/. */
export interface BundleSizes {
  /** The renderer's entry script plus every chunk the page preloads before it starts. */
  readonly initialRenderer: number;
  /** Every file of the preload: it runs before each page, in every window. */
  readonly preload: number;
}

export interface BundleBudget extends BundleSizes {
  readonly comment: string;
}

const sizeOf = (path: string): number => statSync(path).size;

/**
 * The scripts index.html loads at start-up: the module entry and its modulepreload links.
 * Lazy chunks are named only inside the entry's dynamic imports, so they are not counted.
 */
export function initialScripts(indexHtml: string): string[] {
  const found = new Set<string>();
  for (const tag of indexHtml.matchAll(/<(script|link)\b[^>]*>/g)) {
    const text = tag[0];
    const isEntry = tag[1] === 'script' && /type="module"/.test(text);
    const isPreload = tag[1] === 'link' && /rel="modulepreload"/.test(text);
    const url = /(?:src|href)="([^"]+\.js)"/.exec(text)?.[1];
    if ((isEntry || isPreload) && url !== undefined) found.add(url);
  }
  return [...found];
}

export function measureBundles(outDir: string): BundleSizes {
  const rendererDir = join(outDir, 'renderer');
  const preloadDir = join(outDir, 'preload');
  if (!existsSync(join(rendererDir, 'index.html')) || !existsSync(preloadDir)) {
    throw new Error(`No build in ${outDir}: run electron-vite build first.`);
  }
  const scripts = initialScripts(readFileSync(join(rendererDir, 'index.html'), 'utf8'));
  if (scripts.length === 0) throw new Error('index.html loads no script: the budget cannot read this build.');
  const initialRenderer = scripts.reduce((sum, url) => sum + sizeOf(join(rendererDir, url)), 0);
  const preload = readdirSync(preloadDir).reduce((sum, name) => sum + sizeOf(join(preloadDir, name)), 0);
  return { initialRenderer, preload };
}

/** Sentences naming each size over its budget; empty when all fit. */
export function overBudget(sizes: BundleSizes, budget: BundleBudget): string[] {
  const parts = [
    ['initial renderer chunk', sizes.initialRenderer, budget.initialRenderer],
    ['preload', sizes.preload, budget.preload],
  ] as const;
  return parts
    .filter(([, size, limit]) => size > limit)
    .map(([name, size, limit]) => `The ${name} is ${size} bytes, over its budget of ${limit} bytes.`);
}
