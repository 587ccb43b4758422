import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('scripts/test-session.sh', () => {
  // Linux only: the script starts gnome-keyring, the Secret Service of Linux desktops.
  it.runIf(process.platform === 'linux')(
    'gives the keychain tests an unlocked keyring again after its daemon aborts',
    () => {
      // A session of its own (a nested bus), so the run's own keyring daemon is left alone.
      const run = spawnSync(
        'bash',
        ['scripts/test-session.sh', process.execPath, 'scripts/testing/keyring-crash-probe.ts'],
        { cwd: root, encoding: 'utf8', timeout: 60_000 },
      );
      expect(run.stdout).toBe('read kept\nread written\n');
      expect(run.status).toBe(0);
    },
    70_000,
  );
});
