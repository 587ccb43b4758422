import { isApplicationKey } from '../../identity/application-keys.ts';
import { requestPasswordReset, sendAddressConfirmation } from '../../identity/confirmation-requests.ts';
import type { KeptSession } from '../../identity/end-sessions.ts';
import {
  confirmAddress,
  confirmationMs,
  createConfirmation,
  findConfirmation,
} from '../../identity/confirmations.ts';
import { passwordConfirmationMessage } from '../../identity/identity-mail.ts';
import { membershipsOfUser } from '../../identity/memberships.ts';
import { createOrganizationWithOwner } from '../../identity/organization-setup.ts';
import { isAccountUrl, isCurrency } from '../../identity/organization-input.ts';
import { organizationByAccountUrl } from '../../identity/organizations.ts';
import { setPasswordWithConfirmation } from '../../identity/password-confirmations.ts';
import { createUser, isPlausibleEmail, normalizeEmail, userByEmail, userById } from '../../identity/users.ts';
import { sourceKey } from '../../security/confirmation-rate-limit.ts';
import { hashPassword, passwordRules } from '../../security/passwords.ts';
import { secretHash } from '../../security/secrets.ts';
import { authenticate, basicCredentials, requireApplicationKey } from '../auth/v1-auth.ts';
import { verifyToken } from '../auth/v1-tokens.ts';
import { readRequestBody } from '../http/request-body.ts';
import { noContent, type V1Request, type V1Result } from '../http/v1-context.ts';
import { isTimeZone } from '../../identity/organization-input.ts';
import { rateLimitedError, V1Error, validationError, type ConstraintViolation } from '../wire/v1-error.ts';
import type { WireValue } from '../wire/wire-values.ts';

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function data(root: string, value: WireValue): V1Result {
  return { status: 200, body: { kind: 'data', root, value } };
}

function only(request: V1Request, method: string): void {
  if (request.method !== method)
    throw new V1Error('PE01-9004', `Use ${method} for /v1/${request.segments.join('/')}`);
}

/** GET register/checkurl?url=: `{ url, exists, available }` (available: well formed and free). */
async function checkUrl(request: V1Request): Promise<V1Result> {
  only(request, 'GET');
  await requireApplicationKey(request);
  const url = (request.query.get('url') ?? '').trim().toLowerCase();
  const exists = url !== '' && (await organizationByAccountUrl(request.service.db, url)) !== undefined;
  return data('checkUrl', { url, exists, available: !exists && isAccountUrl(url) });
}

/** GET register/checkemail?email=: `{ email, exists }`. */
async function checkEmail(request: V1Request): Promise<V1Result> {
  only(request, 'GET');
  await requireApplicationKey(request);
  const email = normalizeEmail(request.query.get('email') ?? '');
  return data('checkEmail', {
    email,
    exists: email !== '' && (await userByEmail(request.service.db, email)) !== undefined,
  });
}

/** GET register/findurl?email=: every account the address belongs to, `[{ url, name }]` (addendum A). */
async function findUrl(request: V1Request): Promise<V1Result> {
  only(request, 'GET');
  await requireApplicationKey(request);
  const user = await userByEmail(request.service.db, request.query.get('email') ?? '');
  const accounts =
    user === undefined
      ? []
      : (await membershipsOfUser(request.service.db, user.id)).map((m) => ({
          url: m.organization.accountUrl,
          name: m.organization.title,
        }));
  return { status: 200, body: { kind: 'data', root: 'list', item: 'account', value: accounts } };
}

function violation(
  entityType: string,
  field: string,
  constraint: string,
  message: string,
): ConstraintViolation {
  return {
    entityPath: entityType === 'Account' ? 'account' : 'owner',
    entityType,
    field,
    constraint,
    message,
  };
}

/**
 * POST register/signup `{ account: { title, accountUrl?, timeZone?, currency? }, owner: { email,
 * firstName, lastName, password } }`: a new account with its owner, awaiting confirmation. Answers
 * `{ id, accountUrl }` (the account). The owner is mailed a confirmation id and a link to the
 * hosted page that confirms the address; only that id confirms it through `auth/confirm/{id}`
 * (docs/mail-and-confirmations.md: the account id, which anyone who signed up knows, does not).
 */
async function signup(request: V1Request): Promise<V1Result> {
  only(request, 'POST');
  const apikey = request.query.get('apikey');
  if (apikey !== null && !(await isApplicationKey(request.service.db, apikey))) {
    throw new V1Error('PE01-1001', 'The application key (apikey) is unknown');
  }
  const body = await readRequestBody(request);
  const root =
    typeof body.value === 'object' && body.value !== null ? (body.value as Record<string, unknown>) : {};
  const account = (
    typeof root['account'] === 'object' && root['account'] !== null ? root['account'] : {}
  ) as Record<string, unknown>;
  const owner = (typeof root['owner'] === 'object' && root['owner'] !== null ? root['owner'] : {}) as Record<
    string,
    unknown
  >;
  const title = (text(account['title']) ?? text(account['name']) ?? '').trim();
  const accountUrl = (text(account['accountUrl']) ?? text(account['url']) ?? '').trim().toLowerCase();
  const timeZone = text(account['timeZone']) ?? 'UTC';
  const currency = text(account['currency']) ?? 'EUR';
  const email = normalizeEmail(text(owner['email']) ?? '');
  const password = text(owner['password']) ?? '';
  const firstName = (text(owner['firstName']) ?? '').trim();
  const lastName = (text(owner['lastName']) ?? '').trim();
  const violations: ConstraintViolation[] = [];
  if (title === '' || title.length > 200)
    violations.push(violation('Account', 'title', 'Size', 'size must be between 1 and 200'));
  // PostgreSQL text cannot hold U+0000: refused alike on every engine, as in every v1 record.
  for (const [entityType, field, value] of [
    ['Account', 'title', title],
    ['User', 'firstName', firstName],
    ['User', 'lastName', lastName],
  ] as const) {
    if (value.includes('\u0000'))
      violations.push(violation(entityType, field, 'Pattern', 'must not contain the character U+0000'));
  }
  if (accountUrl !== '' && !isAccountUrl(accountUrl)) {
    violations.push(
      violation('Account', 'accountUrl', 'Pattern', 'lowercase letters, digits and single dashes'),
    );
  }
  if (!isTimeZone(timeZone))
    violations.push(violation('Account', 'timeZone', 'TimeZone', 'is not an IANA time zone'));
  if (!isCurrency(currency))
    violations.push(violation('Account', 'currency', 'Pattern', 'must be an ISO 4217 code'));
  if (!isPlausibleEmail(email))
    violations.push(violation('User', 'email', 'Email', 'is not an e-mail address'));
  if (password.length < passwordRules.minLength || password.length > passwordRules.maxLength) {
    violations.push(
      violation(
        'User',
        'password',
        'Size',
        `size must be between ${passwordRules.minLength} and ${passwordRules.maxLength}`,
      ),
    );
  }
  if (violations.length > 0) throw validationError(violations);
  const { db } = request.service;
  if ((await userByEmail(db, email)) !== undefined)
    throw new V1Error('PE01-1102', `A user with the address ${email} exists`);
  if (accountUrl !== '' && (await organizationByAccountUrl(db, accountUrl)) !== undefined) {
    throw new V1Error('PE01-1102', `The account address ${accountUrl} is taken`);
  }
  const passwordHash = await hashPassword(password);
  const now = request.service.now();
  const { organization, owner: created } = await db.transaction(async () => {
    const user = await createUser(
      db,
      {
        email,
        firstName,
        lastName,
        passwordHash,
        emailVerified: false,
      },
      now,
    );
    const org = await createOrganizationWithOwner(
      db,
      { title, ...(accountUrl === '' ? {} : { accountUrl }), timeZone, currency },
      user.id,
      now,
    );
    return { organization: org, owner: user };
  });
  await sendAddressConfirmation(request.service, created, organization);
  return {
    status: 201,
    body: {
      kind: 'data',
      root: 'account',
      value: { id: organization.id, accountUrl: organization.accountUrl },
    },
  };
}

function newPasswordConfirmation(request: V1Request, userId: string): Promise<string> {
  return createConfirmation(request.service.db, { kind: 'password', userId }, request.service.now());
}

/**
 * POST users/requestconfirmation?apikey=&email=: asks for a password change. The person is
 * mailed the confirmation id and a link to the hosted reset page; the caller never sees the id
 * (that would let anyone reset anyone's password). 204 whether or not the address is known or
 * its mail limit reached; too many requests from one network answer 503 PE01-9002
 * (docs/mail-and-confirmations.md).
 */
async function requestConfirmation(request: V1Request): Promise<V1Result> {
  only(request, 'POST');
  await requireApplicationKey(request);
  const outcome = await requestPasswordReset(request.service, {
    email: request.query.get('email') ?? '',
    source: sourceKey(request.req.socket.remoteAddress),
  });
  if (outcome.kind === 'source-limited') throw rateLimitedError(outcome.retryAfterMs);
  return noContent;
}

/**
 * POST users/{id}/$confirmation?token=: a password confirmation id. For oneself (`@self` or one's
 * own id) the id is the answer, as the interface document says. For anyone else (only the
 * account owner may ask) the id is mailed to that person and the answer is 204 without it: a
 * password is changed only by the person who can read their mail (docs/identity-and-membership.md).
 */
async function authenticatedConfirmation(request: V1Request, userIdText: string): Promise<V1Result> {
  only(request, 'POST');
  const caller = await authenticate(request);
  const userId = userIdText === '@self' ? caller.userId : userIdText;
  if (userId !== caller.userId && !caller.owner)
    throw new V1Error('PE01-1008', 'Only the account owner may do this for another user');
  if ((await caller.scope.get('users', userId)) === undefined)
    throw new V1Error('PE01-1101', `No User ${userId}`);
  const id = await newPasswordConfirmation(request, userId);
  if (userId === caller.userId) {
    return { status: 201, body: { kind: 'data', root: 'confirmation', value: { id } } };
  }
  const person = await userById(request.service.db, userId);
  if (person !== undefined) {
    void request.service.mail.send(
      passwordConfirmationMessage({
        to: person.email,
        organizationTitle: caller.organization.title,
        code: id,
        expiresAt: request.service.now() + confirmationMs,
      }),
    );
  }
  return noContent;
}

/**
 * The v1 session changing a password: the `token` parameter, when it is a live token of the person
 * whose password changes. Anything else (none, expired, someone else's) keeps no session. The
 * token is looked up first, so the answer for a person is a plain function of their id.
 */
async function madeBy(request: V1Request): Promise<(userId: string) => KeptSession | null> {
  const token = request.query.get('token');
  if (token === null || token === '') return () => null;
  const owner = await verifyToken(request.service.db, token, request.service.now());
  return (userId) => (owner?.userId === userId ? { v1TokenHash: secretHash(token) } : null);
}

/**
 * POST auth/confirm/{id}: with `Authorization: Basic base64(:<new password>)` and an `apikey`,
 * sets the password of a password confirmation; without it, confirms the address of a new
 * account (the id mailed at sign up). Each id works once, within 24 hours; otherwise 400 PE01-1006.
 *
 * A new password ends every other session of the person (`endOtherSessions`). A signed-in client
 * adds its `token` to stay signed in; a reset by confirmation id alone keeps no session.
 */
async function confirm(request: V1Request, id: string): Promise<V1Result> {
  only(request, 'POST');
  const { db } = request.service;
  const confirmation = await findConfirmation(db, id);
  const now = request.service.now();
  if (confirmation === undefined || confirmation.usedAt !== null || confirmation.expiresAt <= now) {
    throw new V1Error('PE01-1006', 'The confirmation id is unknown, used or expired');
  }
  if (confirmation.kind === 'signup') {
    if (!(await confirmAddress(db, id, now)).ok)
      throw new V1Error('PE01-1006', 'The confirmation id has been used');
    return noContent;
  }
  await requireApplicationKey(request);
  const credentials = basicCredentials(request.req.headers.authorization);
  if (credentials === null || credentials.user !== '') {
    throw new V1Error('PE01-1006', 'Send the new password as Authorization: Basic base64(":" + password)');
  }
  const keep = await madeBy(request);
  const result = await setPasswordWithConfirmation(db, id, credentials.password, request.service.now, keep);
  if (result.ok) return noContent;
  if (result.problem === 'password-length') {
    throw validationError([
      violation(
        'User',
        'password',
        'Size',
        `size must be between ${passwordRules.minLength} and ${passwordRules.maxLength}`,
      ),
    ]);
  }
  throw new V1Error('PE01-1006', 'The confirmation id is unknown, used or expired');
}

/**
 * The registration and password resources, on the public address (and accepted on an account's
 * address too). Answers null for any other path.
 */
export async function registrationResult(request: V1Request): Promise<V1Result | null> {
  const [a, b, c, ...rest] = request.segments;
  if (rest.length > 0) return null;
  if (a === 'register' && c === undefined) {
    switch (b) {
      case 'checkurl':
        return checkUrl(request);
      case 'checkemail':
        return checkEmail(request);
      case 'findurl':
        return findUrl(request);
      case 'signup':
        return signup(request);
      default:
        throw new V1Error('PE01-9003', `No registration resource ${b ?? ''}`);
    }
  }
  if (a === 'users' && b === 'requestconfirmation' && c === undefined) return requestConfirmation(request);
  if (a === 'users' && b !== undefined && c === '$confirmation') return authenticatedConfirmation(request, b);
  if (a === 'auth' && b === 'confirm' && c !== undefined) return confirm(request, c);
  return null;
}
