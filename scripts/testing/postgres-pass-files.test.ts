import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresPassFiles } from './postgres-pass-files.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('postgresPassFiles', () => {
  const tree = mkdtempSync(join(tmpdir(), 'stint-pg-pass-'));
  afterAll(() => rmSync(tree, { recursive: true, force: true }));
  const write = (path: string, text: string): void => {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  };

  it('takes the files that reach the engine switch through any chain of imports, and only those', () => {
    write(
      'src-service/testing/test-engine.ts',
      'export const testEngine = () => process.env.STINT_TEST_ENGINE;',
    );
    write(
      'src-service/testing/test-service.ts',
      "import { testEngine } from './test-engine.ts';\nconst e = testEngine();",
    );
    write('src-service/v1/client.ts', "export { startTestService } from '../testing/test-service.ts';");
    write('src-service/v1/a.test.ts', "import { startTestService } from './client.ts';");
    write(
      'src-service/v1/b.test.ts',
      "import { engines } from '../testing/test-engine.ts';\n// STINT_TEST_ENGINE is not read here",
    );
    write('src-service/c.test.ts', "vi.mock('./testing/test-service.ts');");
    write('src-service/d.test.ts', 'it.runIf(testEngine() === "postgres")');
    expect(postgresPassFiles(tree)).toEqual([
      'src-service/c.test.ts',
      'src-service/d.test.ts',
      'src-service/v1/a.test.ts',
    ]);
  });

  it('keeps every service test file that starts the test service', () => {
    const starting = execFileSync(
      'grep',
      ['-rl', '--include=*.test.ts', 'startTestService(', 'src-service'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .trim()
      .split('\n');
    const pass = postgresPassFiles(root);
    expect(starting.length).toBeGreaterThan(10);
    expect(starting.filter((file) => !pass.includes(file))).toEqual([]);
    // Covers both engines itself, and never reads the switch: the default pass runs it.
    expect(pass).not.toContain('src-service/identity/users.test.ts');
  });
});
