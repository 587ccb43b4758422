import { resolve } from 'node:path';
import { listStoredMail } from '../mail/mail-folder.ts';
import { parseOptions } from './cli-args.ts';
import { UsageError } from './cli-errors.ts';
import { databaseOptions } from './command-database.ts';
import { chooseDatabase, defaultDataDir } from './database-option.ts';

/**
 * `mail list [--data DIR | --database URL] [--limit N]`: the messages the service wrote to
 * `DIR/mail/` (when it runs without SMTP), newest first, one block each: when, to, subject, then
 * the link or code to use. A service on PostgreSQL writes them to the default folder's
 * `stint-data/mail/` (serve-command.ts), so that is where `--database` looks.
 */
export function mailCommand(
  sub: string | undefined,
  args: readonly string[],
  stdout: (text: string) => void,
): void {
  if (sub !== 'list') throw new UsageError('mail needs list');
  const v = parseOptions(args, {
    ...databaseOptions,
    limit: { type: 'string' },
  });
  const limit = v.limit === undefined ? 20 : Number(v.limit);
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new UsageError(`--limit must be a whole number above 0, got ${v.limit ?? ''}`);
  const choice = chooseDatabase(v);
  const dataDir = choice.engine === 'sqlite' ? choice.dataDir : resolve(defaultDataDir);
  const mail = listStoredMail(dataDir).slice(0, limit);
  if (mail.length === 0) {
    stdout(`No mail in ${resolve(dataDir, 'mail')}.\n`);
    return;
  }
  for (const m of mail) {
    stdout(`${m.date.toISOString()}  to ${m.to}\n  ${m.subject}\n`);
    if (m.link !== null) stdout(`  link: ${m.link}\n`);
    if (m.code !== null) stdout(`  code: ${m.code}\n`);
  }
}
