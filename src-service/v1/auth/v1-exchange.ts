import type { V1Request, V1Result } from '../http/v1-context.ts';
import { V1Error } from '../wire/v1-error.ts';
import { loginBody, mayUseAccount, requireAccount, requireApplicationKey } from './v1-auth.ts';
import { issueTokens, liveToken } from './v1-tokens.ts';

/**
 * `POST auth/exchange?apikey=` with `Authorization: Bearer <token>` (docs/v1-session-exchange.md):
 * a valid token of one account of a person buys a session of this account, when the same person
 * may use it. It answers what `auth/login` answers, so a client connects every account of the
 * person after typing the password once.
 */
export async function exchange(request: V1Request): Promise<V1Result> {
  await requireApplicationKey(request);
  const account = requireAccount(request);
  const m = /^Bearer\s+(\S{1,512})\s*$/i.exec(request.req.headers.authorization ?? '');
  // One answer for every refusal, so it says nothing about which accounts the token's person has.
  const refused = new V1Error(
    'PE01-1010',
    'Send a valid token of one of your accounts as Authorization: Bearer; it does not open this account',
  );
  if (m?.[1] === undefined) throw refused;
  const { db, config } = request.service;
  const now = request.service.now();
  const source = await liveToken(db, m[1], now);
  // The token proves who the person is only while they still belong to the account it is of.
  if (
    source === null ||
    !(await mayUseAccount(request, source.owner.organizationId, source.owner.userId)) ||
    !(await mayUseAccount(request, account.id, source.owner.userId))
  )
    throw refused;
  // The new session widens the source's reach, never its life: it ends when the source token
  // does, cannot be refreshed, and ends with the device key the source was opened with.
  return loginBody(
    await issueTokens(
      db,
      { organizationId: account.id, userId: source.owner.userId, secretKeyId: source.owner.secretKeyId },
      config.v1TokenTtlSeconds * 1000,
      now,
      source.expiresAt,
    ),
  );
}
