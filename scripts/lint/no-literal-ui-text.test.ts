import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { stintPlugin } from './stint-plugin.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.tsx'],
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      plugins: { stint: stintPlugin },
      rules: { 'stint/no-literal-ui-text': ['error', { allow: ['Stint'] }] },
    },
  ],
});

async function violations(source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export const X = () => ${source};\n`, {
    filePath: 'src-renderer/features/x/planted.tsx',
  });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('stint/no-literal-ui-text', () => {
  it.each([
    '<p>Reading preferences…</p>',
    '<button aria-label="Close" />',
    '<input placeholder="Search projects" />',
    '<img alt="Logo of the organization" />',
    '<span title={`Started ${1}`} />',
    "<p>{ok ? 'Saved' : 'Not saved'}</p>",
    '<Toggle label="Start Stint when I log in" />',
    '<LoadingPart text={`Loading ${name}…`} />',
    '<Dialog description="Nothing changes until you confirm." />',
  ])('refuses %s', async (source) => {
    const found = await violations(source);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatch(/^stint\/no-literal-ui-text: Literal UI text/);
  });

  it.each([
    "<p>{t('status.checking')}</p>",
    "<button aria-label={t('nav.main')} />",
    '<p>Stint</p>',
    '<p> · </p>',
    '<span>{count}</span>',
    '<div className="app-nav" data-state="open" />',
  ])('allows %s', async (source) => {
    expect(await violations(source)).toEqual([]);
  });

  it('is applied by the project configuration to the converted screens', async () => {
    const project = new ESLint({ cwd: repoRoot });
    const config = (await project.calculateConfigForFile('src-renderer/app/main-nav.tsx')) as {
      rules: Record<string, unknown[]>;
    };
    expect(config.rules['stint/no-literal-ui-text']?.[0]).toBe(2);
  });
});
