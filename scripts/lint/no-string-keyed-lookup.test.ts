import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { stintPlugin } from './stint-plugin.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const plantedPath = `${repoRoot}src-service/planted-lookup.ts`;

/** The rule's findings on `source`, type-checked as a file of its own (nothing on disk). */
async function findings(source: string): Promise<string[]> {
  const options: ts.CompilerOptions = { strict: true, target: ts.ScriptTarget.ES2022, noEmit: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) =>
    name === plantedPath ? ts.createSourceFile(name, source, version) : readFile(name, version);
  const program = ts.createProgram([plantedPath], options, host);
  const eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser, parserOptions: { programs: [program] } },
        plugins: { stint: stintPlugin },
        rules: { 'stint/no-string-keyed-lookup': 'error' },
      },
    ],
  });
  const [result] = await eslint.lintText(source, { filePath: plantedPath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('stint/no-string-keyed-lookup', () => {
  it.each([
    [
      'a handler table read with request text',
      'const views: Record<string, () => number> = { a: () => 1 };\nexport const f = (name: string) => views[name];',
    ],
    [
      'a message table with an optional chain',
      "const messages: Partial<Record<string, string>> = { done: 'Done' };\nexport const f = (q: URLSearchParams) => messages[q.get('done') ?? ''];",
    ],
    [
      'an index signature read with a template key',
      'const t: { [k: string]: { run(): void } } = {};\nexport const f = (n: number) => t[`x${n}`];',
    ],
    [
      'the in operator on a table',
      'const t: Record<string, number> = { a: 1 };\nexport const f = (name: string) => name in t;',
    ],
  ])('reports %s', async (_name, source) => {
    const found = await findings(source);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^stint\/no-string-keyed-lookup: /);
  });

  it.each([
    [
      'a Map',
      'const views = new Map<string, () => number>();\nexport const f = (name: string) => views.get(name);',
    ],
    [
      'a table read with a key of known literals',
      "type Name = 'a' | 'b';\nconst t: Record<Name, number> = { a: 1, b: 2 };\nexport const f = (name: Name) => t[name];",
    ],
    [
      'a database row (values unknown, checked by the reader)',
      'type Row = Record<string, unknown>;\nexport const f = (row: Row, column: string) => row[column];',
    ],
    [
      'a write into an answer object',
      'export const f = (name: string) => {\n  const out: Record<string, number> = {};\n  out[name] = 1;\n  return out;\n};',
    ],
    ['an array', 'const list: string[] = [];\nexport const f = (i: number) => list[i];'],
    [
      'a read guarded by Object.hasOwn',
      'const t: Record<string, number> = { a: 1 };\nexport const f = (name: string) => (Object.hasOwn(t, name) ? t[name] : undefined);',
    ],
  ])('leaves alone %s', async (_name, source) => {
    expect(await findings(source)).toEqual([]);
  });
});
