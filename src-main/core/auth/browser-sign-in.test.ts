import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTokenService, type FakeTokenService } from '../testing/fake-token-service.ts';
import {
  BrowserNotOpenedError,
  GrantRejectedError,
  SignInCancelledError,
  SignInDeniedError,
  SignInTimedOutError,
} from './auth-errors.ts';
import { signInWithBrowser, type BrowserSignInOptions } from './browser-sign-in.ts';
import { s256Challenge } from './pkce.ts';
import { TokenEndpoint } from './token-endpoint.ts';

let service: FakeTokenService;
beforeEach(async () => {
  service = await startFakeTokenService();
});
afterEach(() => service.close());

/**
 * Plays the browser and the sign-in page: reads the authorize URL, issues a code bound to its
 * challenge (the fake cannot know the verifier, so it is registered under the challenge), and
 * follows the redirect to the loopback listener.
 */
function browser(behaviour: (url: URL) => Promise<void> | void) {
  const opened: URL[] = [];
  return {
    opened,
    openExternal: async (raw: string) => {
      const url = new URL(raw);
      opened.push(url);
      await behaviour(url);
    },
  };
}

function options(
  openExternal: (url: string) => Promise<void>,
  extra: Partial<BrowserSignInOptions> = {},
): BrowserSignInOptions {
  return {
    authUrl: service.authUrl,
    clientId: 'stint-desktop',
    provider: 'authkit',
    endpoint: new TokenEndpoint({ authUrl: service.authUrl, clientId: 'stint-desktop' }),
    openExternal,
    timeoutMs: 5000,
    signal: new AbortController().signal,
    ...extra,
  };
}

describe('signInWithBrowser', () => {
  it('opens the authorize URL with the challenge of the verifier it later exchanges', async () => {
    let verifierSeen = '';
    const endpoint = new TokenEndpoint({ authUrl: service.authUrl, clientId: 'stint-desktop' });
    const spy = {
      exchangeCode: (code: string, verifier: string) => {
        verifierSeen = verifier;
        return endpoint.exchangeCode(code, verifier);
      },
    };
    let challenge = '';
    const b = browser(async (url) => {
      challenge = url.searchParams.get('code_challenge') ?? '';
      // A code bound to another verifier: the exchange must fail, which proves the verifier is sent.
      const code = service.issueCode('another-verifier');
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      await fetch(redirect);
    });
    const error = await signInWithBrowser(
      options(b.openExternal, { endpoint: spy, screenHint: 'sign-up', organizationId: 'org_x' }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrantRejectedError);
    expect(s256Challenge(verifierSeen)).toBe(challenge);
    const url = b.opened[0]!;
    expect(url.pathname).toBe('/auth/user_management/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('screen_hint')).toBe('sign-up');
    expect(url.searchParams.get('organization_id')).toBe('org_x');
    expect(url.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
  });

  it('signs in when the code belongs to the verifier', async () => {
    let verifier = '';
    const endpoint = new TokenEndpoint({ authUrl: service.authUrl, clientId: 'stint-desktop' });
    const b = browser(async (url) => {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      redirect.searchParams.set('code', 'pending');
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      await fetch(redirect);
    });
    const tokens = await signInWithBrowser(
      options(b.openExternal, {
        endpoint: {
          exchangeCode: (_code, v) => {
            verifier = v;
            return endpoint.exchangeCode(service.issueCode(v), v);
          },
        },
      }),
    );
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(tokens.organizationId).toBe('org_acme');
  });

  it('reports an error callback', async () => {
    const b = browser(async (url) => {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      redirect.searchParams.set('error', 'access_denied');
      redirect.searchParams.set('error_description', 'The user declined.');
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      await fetch(redirect);
    });
    const error = await signInWithBrowser(options(b.openExternal)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignInDeniedError);
    expect((error as SignInDeniedError).description).toBe('The user declined.');
  });

  it('closes the listener on cancel', async () => {
    const controller = new AbortController();
    let redirectUri = '';
    const b = browser((url) => {
      redirectUri = url.searchParams.get('redirect_uri') ?? '';
      setTimeout(() => controller.abort(), 20);
    });
    await expect(
      signInWithBrowser(options(b.openExternal, { signal: controller.signal })),
    ).rejects.toBeInstanceOf(SignInCancelledError);
    await expect(fetch(redirectUri)).rejects.toThrow();
  });

  it('times out when the browser never comes back', async () => {
    const b = browser(() => undefined);
    await expect(signInWithBrowser(options(b.openExternal, { timeoutMs: 50 }))).rejects.toBeInstanceOf(
      SignInTimedOutError,
    );
  });

  it('reports a browser that cannot be opened, and closes the listener', async () => {
    let redirectUri = '';
    const error = await signInWithBrowser(
      options((raw) => {
        redirectUri = new URL(raw).searchParams.get('redirect_uri') ?? '';
        return Promise.reject(new Error('xdg-open missing'));
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrowserNotOpenedError);
    await expect(fetch(redirectUri)).rejects.toThrow();
  });
});
