import { addressConfirmationMail, passwordResetMail } from '../mail/confirmation-mails.ts';
import type { ServiceContext } from '../service-context.ts';
import { createConfirmation, confirmationMs } from './confirmations.ts';
import { isPlausibleEmail, normalizeEmail, userByEmail, type User } from './users.ts';

type Parts = Pick<ServiceContext, 'db' | 'now' | 'mail' | 'config' | 'confirmationLimit'>;

/**
 * What the caller may tell the person: `accepted` whether or not anything was sent (an account
 * exists or not, the address's own limit reached or not), so the answer reveals nothing; only too
 * many requests from one source are said, so that a client backs off.
 */
export type ConfirmationRequestOutcome =
  { readonly kind: 'accepted' } | { readonly kind: 'source-limited'; readonly retryAfterMs: number };

export interface ConfirmationRequest {
  readonly email: string;
  /** The requester's network (`sourceKey` of the socket address). */
  readonly source: string;
}

/**
 * Counts the request and finds the person it may be sent to; null when nothing is to be sent.
 * The mail is never awaited by the callers: how long the mail server takes must not tell an
 * anonymous caller that the address exists.
 */
async function recipient(
  parts: Parts,
  request: ConfirmationRequest,
  wanted: (user: User) => boolean,
): Promise<{ outcome: ConfirmationRequestOutcome; user: User | null }> {
  const email = normalizeEmail(request.email).slice(0, 254);
  const allowance = await parts.confirmationLimit.take({ email, source: request.source }, parts.now());
  if (allowance.kind === 'address-limited') {
    return { outcome: { kind: 'source-limited', retryAfterMs: allowance.retryAfterMs }, user: null };
  }
  const user = isPlausibleEmail(email) ? await userByEmail(parts.db, email) : undefined;
  const send = allowance.kind === 'allowed' && user !== undefined && user.active && wanted(user);
  return { outcome: { kind: 'accepted' }, user: send ? user : null };
}

/** v1 `users/requestconfirmation` and the hosted "Forgot password?" form. */
export async function requestPasswordReset(
  parts: Parts,
  request: ConfirmationRequest & { readonly signInRequest?: string | null; readonly resetPath?: string },
): Promise<ConfirmationRequestOutcome> {
  const { outcome, user } = await recipient(parts, request, () => true);
  if (user !== null) {
    const now = parts.now();
    const code = await createConfirmation(parts.db, { kind: 'password', userId: user.id }, now);
    void parts.mail.send(
      passwordResetMail({
        to: user,
        code,
        expiresAt: now + confirmationMs,
        publicUrl: parts.config.publicUrl,
        signInRequest: request.signInRequest ?? null,
        ...(request.resetPath === undefined ? {} : { resetPath: request.resetPath }),
      }),
    );
  }
  return outcome;
}

/** The hosted "Resend verification" form: a fresh link only for an address not confirmed yet. */
export async function requestAddressConfirmation(
  parts: Parts,
  request: ConfirmationRequest,
): Promise<ConfirmationRequestOutcome> {
  const { outcome, user } = await recipient(parts, request, (u) => !u.emailVerified);
  if (user !== null) await sendAddressConfirmation(parts, user);
  return outcome;
}

/** A new `signup` confirmation for `user`, mailed (sign-up names the new account). */
export async function sendAddressConfirmation(
  parts: Pick<Parts, 'db' | 'now' | 'mail' | 'config'>,
  user: User,
  account?: { readonly id: string; readonly title: string },
): Promise<void> {
  const now = parts.now();
  const code = await createConfirmation(
    parts.db,
    { kind: 'signup', userId: user.id, organizationId: account?.id ?? null },
    now,
  );
  void parts.mail.send(
    addressConfirmationMail({
      to: user,
      code,
      expiresAt: now + confirmationMs,
      publicUrl: parts.config.publicUrl,
      ...(account === undefined ? {} : { accountTitle: account.title }),
    }),
  );
}
