import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceArenaMax } from './malloc-arenas.mjs';
import {
  bundleDir,
  manifestPath,
  repoRoot,
  serviceBundleEntry,
  sourceFingerprint,
} from './service-bundle.mjs';

const launcher = join(repoRoot, 'scripts', 'service.mjs');

describe('the service bundle behind npm run service', () => {
  it('is built for the sources as they are, then found again without building', () => {
    const entry = serviceBundleEntry();
    if (entry === null) throw new Error('rolldown is a development dependency: the bundle must build here');
    expect(entry.startsWith(bundleDir)).toBe(true);
    expect(entry).toMatch(/cli-[\w-]+\.mjs$/);
    const manifest = manifestPath(sourceFingerprint());
    const builtAt = statSync(manifest).mtimeMs;
    expect(serviceBundleEntry()).toBe(entry);
    expect(statSync(manifest).mtimeMs).toBe(builtAt);
  });

  it('passes its arguments to the service', () => {
    const help = spawnSync(process.execPath, [launcher, 'help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage:/);
    const wrong = spawnSync(process.execPath, [launcher, 'no-such-command'], { encoding: 'utf8' });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toBe('stint service: unknown command no-such-command (try help)\n');
  });

  it('serves from the bundle, reading its version as the sources do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-bundle-'));
    const child = spawn(process.execPath, [launcher, '--port', '0', '--data', dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
          const m = /listening on (http:\/\/\S+)/.exec(out);
          if (m?.[1] !== undefined) resolve(m[1]);
        });
        child.once('exit', (code) => reject(new Error(`the service exited with ${String(code)}`)));
      });
      const health = await fetch(`${url}/health`);
      expect(health.status).toBe(200);
      if (process.platform === 'linux') {
        // Started again in place with glibc's arena limit: the same process, a new environment.
        const environ = readFileSync(`/proc/${String(child.pid)}/environ`, 'utf8').split('\0');
        expect(environ).toContain(`MALLOC_ARENA_MAX=${process.env['MALLOC_ARENA_MAX'] ?? serviceArenaMax}`);
      }
      const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
        version: string;
      };
      expect(await health.json()).toEqual({ status: 'ok', service: 'stint', version });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(existsSync(dataDir)).toBe(false);
  });
});
