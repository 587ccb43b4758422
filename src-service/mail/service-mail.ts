import { createFolderMailer } from './folder-mailer.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** The service's outgoing mail as routes see it: sending never throws into a request. */
export interface ServiceMail {
  /** Resolves once the message was handed over (or the failure reported); never rejects. */
  send(message: MailMessage): Promise<void>;
  readonly description: string;
  close(): void;
}

export interface MailOptions {
  /** `smtp://…` or `smtps://…`; without it mail is written to `DATA/mail/`. */
  readonly smtpUrl?: string | undefined;
  /** Replaces both (tests that need a transport of their own). */
  readonly mailer?: Mailer | undefined;
}

export function createServiceMail(
  options: MailOptions,
  dataDir: string,
  now: () => number,
  reportError: (error: unknown) => void,
): ServiceMail {
  const smtp =
    options.mailer === undefined && options.smtpUrl !== undefined ? createSmtpMailer(options.smtpUrl) : null;
  const mailer = options.mailer ?? smtp ?? createFolderMailer(dataDir, now);
  return {
    description: mailer.description,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        // The address is not part of the report: it is personal data the operator's log need not hold.
        reportError(
          new Error(
            `Mail to one person could not be sent through ${mailer.description}: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      }
    },
    close: () => smtp?.close(),
  };
}
