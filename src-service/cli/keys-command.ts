import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rotateSigningKey } from '../auth/tokens/signing-key-ring.ts';
import { databaseFileName } from '../storage/database.ts';
import { parseOptions } from './cli-args.ts';
import { UsageError } from './cli-errors.ts';
import { databaseOptions, withCommandDatabase } from './command-database.ts';
import { chooseDatabase } from './database-option.ts';

/**
 * `keys rotate [--data DIR | --database URL]`: a new access-token signing key signs from now on,
 * on every instance (they read the active key each time they sign). The previous key stays
 * published and verifies until the tokens it signed have expired, so nobody is signed out.
 * Prints the new key id.
 */
export async function keysCommand(
  sub: string | undefined,
  args: readonly string[],
  io: { readonly stdout: (text: string) => void; readonly now: () => number },
): Promise<void> {
  if (sub !== 'rotate') throw new UsageError('keys needs rotate');
  const v = parseOptions(args, databaseOptions);
  const choice = chooseDatabase(v);
  // A mistyped folder would otherwise get a new database, and the rotation would happen there.
  if (choice.engine === 'sqlite' && !existsSync(join(choice.dataDir, databaseFileName))) {
    throw new UsageError(
      `${choice.dataDir} holds no Stint database; give --data the folder the service runs on`,
    );
  }
  const id = await withCommandDatabase(v, (db) => rotateSigningKey(db, io.now()));
  io.stdout(`${id}\n`);
}
