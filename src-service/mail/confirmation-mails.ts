import { accountMailPaths } from './account-mail-paths.ts';
import type { MailMessage } from './mailer.ts';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "26 November 2026, 14:05 UTC": a moment written out, never a format the reader must decode. */
export function utcText(ms: number): string {
  const date = new Date(ms);
  const time = date.toISOString().slice(11, 16);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}, ${time} UTC`;
}

function link(publicUrl: string, path: string, params: Record<string, string | null | undefined>): string {
  const url = new URL(path, publicUrl);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') url.searchParams.set(name, value);
  }
  return url.toString();
}

export interface Recipient {
  readonly email: string;
  readonly firstName: string;
}

const greeting = (to: Recipient): string => (to.firstName === '' ? 'Hello,' : `Hello ${to.firstName},`);

/**
 * The password reset: the page to choose a new password (carrying the sign-in the person came
 * from, if any) and the confirmation id as a code for v1 clients that ask for it.
 */
export function passwordResetMail(input: {
  readonly to: Recipient;
  readonly code: string;
  readonly expiresAt: number;
  readonly publicUrl: string;
  readonly signInRequest?: string | null;
  /** The reset page under the prefix of that sign-in (the host root for the WorkOS SDK's). */
  readonly resetPath?: string;
}): MailMessage {
  const url = link(input.publicUrl, input.resetPath ?? accountMailPaths.resetPassword, {
    code: input.code,
    request: input.signInRequest,
  });
  return {
    to: input.to.email,
    subject: 'Choose a new Stint password',
    text: [
      greeting(input.to),
      '',
      `Someone, hopefully you, asked to choose a new password for the Stint account ${input.to.email}.`,
      '',
      `Choose your new password here: ${url}`,
      '',
      `If an application asks for a confirmation code instead, enter: ${input.code}`,
      '',
      `The link and the code work once, until ${utcText(input.expiresAt)}.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
    link: url,
    code: input.code,
  };
}

/** Confirms the address: after sign-up (`accountTitle` given) or asked for again. */
export function addressConfirmationMail(input: {
  readonly to: Recipient;
  readonly code: string;
  readonly expiresAt: number;
  readonly publicUrl: string;
  readonly accountTitle?: string;
}): MailMessage {
  const url = link(input.publicUrl, accountMailPaths.verifyEmail, { code: input.code });
  const reason =
    input.accountTitle === undefined
      ? `Someone, hopefully you, asked to confirm ${input.to.email} for Stint.`
      : `Welcome to Stint: the account ${input.accountTitle} was created for ${input.to.email}.`;
  return {
    to: input.to.email,
    subject:
      input.accountTitle === undefined
        ? 'Confirm your email address for Stint'
        : 'Confirm your new Stint account',
    text: [
      greeting(input.to),
      '',
      reason,
      '',
      `Confirm your address here: ${url}`,
      '',
      `If an application asks for a confirmation code instead, enter: ${input.code}`,
      '',
      `The link and the code work once, until ${utcText(input.expiresAt)}.`,
      'If you did not ask for this, ignore this mail.',
    ].join('\n'),
    link: url,
    code: input.code,
  };
}
