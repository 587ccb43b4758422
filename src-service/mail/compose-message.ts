import type { Transporter } from 'nodemailer';
import { codeHeader, fromAddress, linkHeader, type MailMessage } from './mailer.ts';

// Loaded with the first message (see smtp-mailer.ts).
let composer: Promise<Transporter> | null = null;
const composerOf = (): Promise<Transporter> => {
  composer ??= import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return composer;
};

export function mailHeaders(message: MailMessage): Record<string, string> {
  return {
    ...(message.link === undefined ? {} : { [linkHeader]: message.link }),
    ...(message.code === undefined ? {} : { [codeHeader]: message.code }),
  };
}

/** The message as RFC 5322 bytes, exactly what an SMTP server would receive. */
export async function composeMessage(message: MailMessage, from = fromAddress): Promise<Buffer> {
  const info = await (
    await composerOf()
  ).sendMail({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    headers: mailHeaders(message),
  });
  const raw: unknown = info.message;
  if (!Buffer.isBuffer(raw)) throw new Error('the mail composer gave no message');
  return raw;
}
