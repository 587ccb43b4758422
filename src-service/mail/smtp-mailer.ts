import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';
import { mailHeaders } from './compose-message.ts';
import { parseSmtpUrl } from './smtp-url.ts';

export { parseSmtpUrl } from './smtp-url.ts';

export function createSmtpMailer(smtpUrl: string): Mailer & { close(): void } {
  const { url, from } = parseSmtpUrl(smtpUrl);
  // nodemailer is loaded with the first message: a service that sends none (most of its life)
  // keeps its memory.
  let transport: Promise<Transporter> | null = null;
  const connect = (): Promise<Transporter> => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(url.toString()),
    );
    return transport;
  };
  return {
    description: `SMTP at ${url.hostname}:${url.port === '' ? (url.protocol === 'smtps:' ? '465' : '587') : url.port}`,
    async send(message: MailMessage) {
      await (
        await connect()
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: mailHeaders(message),
      });
    },
    close: () => {
      void transport?.then((t) => t.close());
    },
  };
}
