import type { Logger } from '../logging/logger.ts';
import { BrowserNotOpenedError, SignInCancelledError, SignInDeniedError } from './auth-errors.ts';
import { buildAuthorizeUrl } from './authorize-url.ts';
import { startLoopbackListener } from './loopback-listener.ts';
import { createPkce } from './pkce.ts';
import type { TokenEndpoint, TokenResponse } from './token-endpoint.ts';

export interface BrowserSignInOptions {
  readonly authUrl: string;
  readonly clientId: string;
  readonly provider: string;
  readonly endpoint: Pick<TokenEndpoint, 'exchangeCode'>;
  readonly openExternal: (url: string) => Promise<void>;
  readonly timeoutMs: number;
  readonly signal: AbortSignal;
  readonly screenHint?: 'sign-in' | 'sign-up' | undefined;
  /** An `authOrganizationId` to pre-select. */
  readonly organizationId?: string | undefined;
  readonly logger?: Logger;
}

/**
 * The spec's sign-in steps: verifier, challenge and state from the RNG; a loopback listener;
 * the authorize URL opened in the person's browser; the callback checked; the code exchanged with
 * the verifier. The verifier lives only in this function's scope and is gone when it returns.
 * Aborting `signal` closes the listener and rejects with SignInCancelledError.
 */
export async function signInWithBrowser(options: BrowserSignInOptions): Promise<TokenResponse> {
  if (options.signal.aborted) throw new SignInCancelledError();
  const { verifier, challenge, state } = createPkce();
  const listener = await startLoopbackListener({
    state,
    timeoutMs: options.timeoutMs,
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  const cancel = (): void => {
    void listener.close();
  };
  options.signal.addEventListener('abort', cancel, { once: true });
  try {
    const url = buildAuthorizeUrl({
      authUrl: options.authUrl,
      clientId: options.clientId,
      provider: options.provider,
      redirectUri: listener.redirectUri,
      challenge,
      state,
      screenHint: options.screenHint,
      organizationId: options.organizationId,
    });
    try {
      await options.openExternal(url);
    } catch (error) {
      throw new BrowserNotOpenedError(error);
    }
    const callback = await listener.result;
    if (callback.kind === 'error') throw new SignInDeniedError(callback.error, callback.description);
    // A cancel that arrived together with the callback still wins: the person asked to stop.
    if (isAborted(options.signal)) throw new SignInCancelledError();
    return await options.endpoint.exchangeCode(callback.code, verifier);
  } finally {
    options.signal.removeEventListener('abort', cancel);
    await listener.close();
  }
}

/** Read through a function so the compiler does not assume the flag cannot change across awaits. */
function isAborted(signal: AbortSignal): boolean {
  return signal.aborted;
}
