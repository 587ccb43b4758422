/** One message from the service to one person: plain text, with the link or code it is about. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The address the person follows (a confirmation or invitation page), shown by `mail list`. */
  readonly link?: string;
  /** A code the person types or pastes (a v1 confirmation id), shown by `mail list`. */
  readonly code?: string;
}

/**
 * Sends the service's mail. Sending never decides the answer of the request that caused it: a
 * refused or unreachable mail server is reported to the operator, and the person can ask again
 * (resend pages), so a mail outage cannot reveal which addresses exist or block a sign-up.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** What `mail list` and the README call this mailer: the SMTP host or the folder. */
  readonly description: string;
}

/** Headers that carry the link and code, so the folder can be listed without parsing bodies. */
export const linkHeader = 'X-Stint-Link';
export const codeHeader = 'X-Stint-Code';
export const fromAddress = 'Stint <no-reply@stint.invalid>';
