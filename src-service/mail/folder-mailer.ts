import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeMessage } from './compose-message.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export const mailFolderName = 'mail';

/**
 * The embedded default: each message becomes an `.eml` file in `DATA/mail/`, named by the time
 * it was written so a plain listing is in order. Written to a temporary name and renamed, so a
 * reader never sees half a message. The folder is private (0700): it holds links that set
 * passwords.
 */
export function createFolderMailer(dataDir: string, now: () => number = Date.now): Mailer {
  const folder = join(dataDir, mailFolderName);
  // Messages of the same millisecond (or of a clock that tests hold still) keep their order.
  let sequence = 0;
  return {
    description: `the folder ${folder}`,
    async send(message: MailMessage) {
      const raw = await composeMessage(message);
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      const stamp = new Date(now()).toISOString().replace(/[:.]/g, '-');
      sequence += 1;
      const name = `${stamp}-${String(sequence).padStart(9, '0')}-${randomBytes(4).toString('hex')}.eml`;
      const partial = join(folder, `.${name}.partial`);
      writeFileSync(partial, raw, { mode: 0o600 });
      renameSync(partial, join(folder, name));
    },
  };
}
