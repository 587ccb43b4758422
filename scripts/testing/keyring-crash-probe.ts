// Run by test-session.test.ts inside a fresh `scripts/test-session.sh`: stores a secret, aborts
// this session's gnome-keyring-daemon as its upstream race does, then reads the secret back and
// stores another through whatever daemon the session bus starts next. Prints what it read.
import { AsyncEntry } from '@napi-rs/keyring';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const entry = (name: string): AsyncEntry =>
  new AsyncEntry('stint-keyring-crash-probe', name, { linux: { store: 'secret-service' } });

/** The gnome-keyring-daemon processes of this session (the same XDG_RUNTIME_DIR). */
function sessionDaemons(): string[] {
  const runtime = `XDG_RUNTIME_DIR=${process.env.XDG_RUNTIME_DIR}`;
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        // The daemon itself (its name, cut to 15 characters), not a shell whose command names it.
        const name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
        return (
          name === 'gnome-keyring-d' &&
          readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(runtime)
        );
      } catch {
        return false;
      }
    });
}

await entry('first').setPassword('kept');
const daemons = sessionDaemons();
const daemon = daemons[0];
if (daemon === undefined || daemons.length > 1) {
  throw new Error(`expected one keyring daemon in this session, found ${daemons.length}`);
}
execFileSync('kill', ['-ABRT', daemon]);
while (sessionDaemons().includes(daemon)) await new Promise((resolve) => setTimeout(resolve, 20));
process.stdout.write(`read ${await entry('first').getPassword()}\n`);
await entry('second').setPassword('written');
process.stdout.write(`read ${await entry('second').getPassword()}\n`);
