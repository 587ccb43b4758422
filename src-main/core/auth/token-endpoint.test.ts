import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTokenService, type FakeTokenService } from '../testing/fake-token-service.ts';
import { GrantRejectedError, OrganizationSelectionRequiredError, TransientAuthError } from './auth-errors.ts';
import { createPkce } from './pkce.ts';
import { TokenEndpoint } from './token-endpoint.ts';

let service: FakeTokenService;
let endpoint: TokenEndpoint;
beforeEach(async () => {
  service = await startFakeTokenService();
  endpoint = new TokenEndpoint({ authUrl: service.authUrl, clientId: 'stint-desktop', timeoutMs: 2000 });
});
afterEach(() => service.close());

describe('TokenEndpoint', () => {
  it('exchanges a code with its verifier, once', async () => {
    const { verifier } = createPkce();
    const code = service.issueCode(verifier);
    const tokens = await endpoint.exchangeCode(code, verifier);
    expect(tokens.organizationId).toBe('org_acme');
    expect(tokens.user).toEqual({
      id: 'user_1',
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Smith',
    });
    await expect(endpoint.exchangeCode(code, verifier)).rejects.toBeInstanceOf(GrantRejectedError);
  });

  it('refuses a wrong verifier as invalid_grant', async () => {
    const code = service.issueCode(createPkce().verifier);
    const error = await endpoint.exchangeCode(code, createPkce().verifier).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrantRejectedError);
    expect((error as GrantRejectedError).error).toBe('invalid_grant');
  });

  it('rotates refresh tokens and sends the organization', async () => {
    const first = service.issueRefreshToken();
    const next = await endpoint.refresh(first, 'org_globex');
    expect(next.organizationId).toBe('org_globex');
    expect(service.grants.at(-1)).toEqual({
      type: 'refresh_token',
      refreshToken: first,
      organizationId: 'org_globex',
    });
    await expect(endpoint.refresh(first)).rejects.toBeInstanceOf(GrantRejectedError);
  });

  it.each([408, 429, 500, 502, 503])('treats HTTP %i as transient', async (status) => {
    service.failNext({ status, headers: { 'Retry-After': '7' } });
    const error = await endpoint.refresh(service.issueRefreshToken()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransientAuthError);
    expect((error as TransientAuthError).status).toBe(status);
    expect((error as TransientAuthError).retryAfterMs).toBe(7000);
  });

  it('treats an unreachable service and a malformed success as transient', async () => {
    await service.close();
    await expect(endpoint.refresh('x')).rejects.toBeInstanceOf(TransientAuthError);
  });

  it('treats a malformed success body as transient', async () => {
    service.failNext({ status: 200, body: { hello: 'proxy' } });
    await expect(endpoint.refresh('x')).rejects.toBeInstanceOf(TransientAuthError);
  });

  it('reads organization_selection_required with the choices', async () => {
    service.failNext({
      status: 403,
      body: {
        code: 'organization_selection_required',
        message: 'Choose',
        organizations: [{ id: 'org_1', name: 'Acme' }],
      },
    });
    const error = await endpoint.refresh('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrganizationSelectionRequiredError);
    expect((error as OrganizationSelectionRequiredError).organizations).toEqual([
      { id: 'org_1', name: 'Acme' },
    ]);
  });

  it('treats another 4xx without a body as a rejected grant', async () => {
    service.failNext({ status: 401, body: 'nope' });
    await expect(endpoint.refresh('x')).rejects.toBeInstanceOf(GrantRejectedError);
  });

  it('does not follow redirects with the grant', async () => {
    service.failNext({ status: 307, headers: { Location: 'http://127.0.0.1:1/steal' } });
    await expect(endpoint.refresh('x')).rejects.toBeInstanceOf(TransientAuthError);
  });
});
