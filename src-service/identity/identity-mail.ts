import { accountMailPaths } from '../mail/account-mail-paths.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { Access } from './memberships.ts';

/** Where an invited person answers: the hosted invitations page (sign-in first when needed). */
export const invitationsPath = '/auth/invitations';

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const accessWords = (access: Access): string => (access === 'FULL' ? 'full access' : 'read-only access');

/**
 * "Acme invites you to Stint". A person who has no password yet (a new address) also gets the
 * confirmation code that sets it and confirms the address.
 */
export function invitationMessage(input: {
  readonly to: string;
  readonly organizationTitle: string;
  readonly inviter: string;
  readonly access: Access;
  readonly expiresAt: number;
  readonly publicUrl: string;
  readonly confirmationCode: string | null;
}): MailMessage {
  const link = `${input.publicUrl}${invitationsPath}`;
  const choosePassword =
    input.confirmationCode === null
      ? null
      : `${input.publicUrl}${accountMailPaths.resetPassword}?code=${encodeURIComponent(input.confirmationCode)}`;
  const lines = [
    `${input.inviter} invites you to join ${input.organizationTitle} in Stint, with ${accessWords(input.access)}.`,
    '',
  ];
  if (input.confirmationCode !== null) {
    lines.push(
      'You do not have a Stint password yet. Choose one here (it also confirms this address):',
      '',
      `    ${choosePassword ?? ''}`,
      '',
      'If an application asks for a confirmation code instead (v1 auth/confirm/{code}), enter:',
      '',
      `    ${input.confirmationCode}`,
      '',
    );
  }
  lines.push(
    `Then sign in at ${link} to accept or decline the invitation. It expires on ${day(input.expiresAt)}.`,
    '',
    'If you do not know this organization, decline or ignore this message: nobody joins you to an',
    'organization without your answer.',
  );
  return {
    to: input.to,
    subject: `${input.organizationTitle} invites you to Stint`,
    text: lines.join('\n'),
    // A new person's first step is choosing a password; the invitations page comes after it.
    link: choosePassword ?? link,
    ...(input.confirmationCode === null ? {} : { code: input.confirmationCode }),
  };
}

/** A password confirmation asked for by someone else (an account owner): it reaches only the person. */
export function passwordConfirmationMessage(input: {
  readonly to: string;
  readonly organizationTitle: string;
  readonly code: string;
  readonly expiresAt: number;
}): MailMessage {
  return {
    to: input.to,
    subject: 'Change your Stint password',
    text: [
      `The owner of ${input.organizationTitle} asked Stint to let you choose a new password.`,
      'Use this confirmation code with auth/confirm/{code} (for example in the Stint app):',
      '',
      `    ${input.code}`,
      '',
      `It works once, until ${new Date(input.expiresAt).toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      'If you did not expect this, ignore the message: your password stays as it is.',
    ].join('\n'),
    code: input.code,
  };
}
