// Which of the service's test files the PostgreSQL pass (`npm run test:postgres`) runs. The default
// pass already runs every `describe.each(engines)` half on PostgreSQL (one shared server), so the
// PG pass only needs the files whose behaviour depends on STINT_TEST_ENGINE: those that reach,
// through their imports, a module that reads the switch (the test service, `testEngine()`,
// `openTestDatabase()` without an engine). Everything else would only run the same tests again.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The engine switch itself: test-engine.ts defines it, so its own text is not a use. */
const switchModule = join('src-service', 'testing', 'test-engine.ts');

/** A call that reads STINT_TEST_ENGINE (no engine given), or the variable named in code. */
const readsSwitch = /\btestEngine\(\s*\)|\bopenTestDatabase\(\s*\)|STINT_TEST_ENGINE/;

/** Relative module paths a file imports, statically, for types, dynamically, or mocks. */
const importPath = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Drops comments, so a doc comment naming STINT_TEST_ENGINE is not a use (a rough cut: enough here). */
// Only comments that open a line: a string such as '**/*.ts' must not start one.
const code = (text: string): string =>
  text.replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/^\s*\/\/.*$/gm, '');

function testFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(root, path));
    else if (entry.name.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

/**
 * The test files under `folder` (relative to `root`, sorted) that reach the engine switch:
 * they run once more with STINT_TEST_ENGINE=postgres.
 */
export function postgresPassFiles(root: string, folder = 'src-service'): string[] {
  const reaches = new Map<string, boolean>();
  const visit = (file: string): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    reaches.set(file, false); // an import cycle does not reach through itself
    const text = code(readFileSync(join(root, file), 'utf8'));
    let result = file !== switchModule && readsSwitch.test(text);
    for (const match of text.matchAll(importPath)) {
      if (result) break;
      const target = relative(root, resolve(root, dirname(file), match[1] ?? ''));
      if (target.endsWith('.ts') && existsSync(join(root, target))) result = visit(target);
    }
    reaches.set(file, result);
    return result;
  };
  return testFiles(root, folder)
    .filter((file) => visit(file))
    .sort();
}
