import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rotateSigningKey } from '../auth/tokens/signing-key-ring.ts';
import { closeDatabase, databaseFileName, openDatabase } from '../storage/database.ts';
import { parseOptions } from './cli-args.ts';
import { UsageError } from './cli-errors.ts';

/**
 * `keys rotate --data DIR`: a new access-token signing key signs from now on, on every instance
 * (they read the active key each time they sign). The previous key stays published and verifies
 * until the tokens it signed have expired, so nobody is signed out. Prints the new key id.
 */
export function keysCommand(
  sub: string | undefined,
  args: readonly string[],
  io: { readonly stdout: (text: string) => void; readonly now: () => number },
): void {
  if (sub !== 'rotate') throw new UsageError('keys needs rotate');
  const v = parseOptions(args, { data: { type: 'string', default: 'stint-data' } });
  const dataDir = resolve(v.data);
  // A mistyped folder would otherwise get a new database, and the rotation would happen there.
  if (!existsSync(join(dataDir, databaseFileName))) {
    throw new UsageError(`${dataDir} holds no Stint database; give --data the folder the service runs on`);
  }
  const db = openDatabase(dataDir);
  try {
    io.stdout(`${rotateSigningKey(db, io.now())}\n`);
  } finally {
    closeDatabase(db);
  }
}
