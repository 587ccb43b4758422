import { listStoredMail, type StoredMail } from '../mail/mail-folder.ts';

/**
 * Waits until a message for `to` arrives in `DATA/mail/` (mail sent after an answer, such as a
 * password reset, is written shortly after), and answers the newest such message.
 */
export async function waitForStoredMail(
  dataDir: string,
  to: string,
  options: { readonly after?: number; readonly timeoutMs?: number } = {},
): Promise<StoredMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const found = listStoredMail(dataDir).filter((m) => m.to.includes(to));
    if (found.length > (options.after ?? 0)) return found[0] as StoredMail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived in ${dataDir}/mail`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** How many messages to `to` the folder holds (for "nothing more was sent" checks). */
export function storedMailCount(dataDir: string, to: string): number {
  return listStoredMail(dataDir).filter((m) => m.to.includes(to)).length;
}
