import { z } from 'zod';
import { parseJsonOrUndefined, readText } from '../http/read-body.ts';
import { parseRetryAfter } from '../http/retry-after.ts';
import { GrantRejectedError, OrganizationSelectionRequiredError, TransientAuthError } from './auth-errors.ts';

/** The token response object of the graph document, with the addendum's user fields. */
export interface TokenResponse {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly organizationId: string | null;
  readonly user: {
    readonly id: string;
    readonly email: string;
    readonly firstName: string | null;
    readonly lastName: string | null;
  };
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  organization_id: z.string().nullish(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
  }),
});

const errorSchema = z.object({ error: z.string(), error_description: z.string().nullish() });
const selectionSchema = z.object({
  code: z.literal('organization_selection_required'),
  organizations: z.array(z.object({ id: z.string(), name: z.string() })).default([]),
});

export interface TokenEndpointOptions {
  readonly authUrl: string;
  readonly clientId: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly now?: () => number;
}

/** What the token manager needs: the refresh grant. */
export interface RefreshGrant {
  refresh(refreshToken: string, organizationId?: string): Promise<TokenResponse>;
}

/**
 * `POST {auth_url}/user_management/authenticate`: the code exchange and the refresh grant. Every
 * failure comes out as one of the classes in auth-errors.ts; nothing of the request is logged.
 */
export class TokenEndpoint implements RefreshGrant {
  readonly #url: string;
  readonly #clientId: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #now: () => number;

  constructor(options: TokenEndpointOptions) {
    this.#url = `${options.authUrl.replace(/\/+$/, '')}/user_management/authenticate`;
    this.#clientId = options.clientId;
    this.#fetch = options.fetch ?? fetch;
    this.#timeoutMs = options.timeoutMs ?? 15_000;
    this.#now = options.now ?? Date.now;
  }

  exchangeCode(code: string, codeVerifier: string): Promise<TokenResponse> {
    return this.#post({
      grant_type: 'authorization_code',
      client_id: this.#clientId,
      code,
      code_verifier: codeVerifier,
    });
  }

  refresh(refreshToken: string, organizationId?: string): Promise<TokenResponse> {
    return this.#post({
      grant_type: 'refresh_token',
      client_id: this.#clientId,
      refresh_token: refreshToken,
      ...(organizationId === undefined ? {} : { organization_id: organizationId }),
    });
  }

  async #post(body: Record<string, string>): Promise<TokenResponse> {
    let res: Response;
    let text: string;
    try {
      res = await this.#fetch(this.#url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        // A redirect would carry the grant to an address nobody checked.
        redirect: 'error',
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      text = await readText(res, 1024 * 1024);
    } catch (error) {
      throw new TransientAuthError('The sign-in service could not be reached.', null, null, error);
    }
    const json = parseJsonOrUndefined(text);
    if (res.ok) {
      const parsed = tokenResponseSchema.safeParse(json);
      if (!parsed.success) {
        // A proxy page or a half-deployed server: nothing is lost by trying again later.
        throw new TransientAuthError(
          'The sign-in service answered in a form Stint does not understand.',
          res.status,
          null,
        );
      }
      const { access_token, refresh_token, organization_id, user } = parsed.data;
      return {
        accessToken: access_token,
        refreshToken: refresh_token,
        organizationId: organization_id ?? null,
        user: {
          id: user.id,
          email: user.email,
          firstName: user.first_name ?? null,
          lastName: user.last_name ?? null,
        },
      };
    }
    const status = res.status;
    if (status === 408 || status === 429 || status >= 500) {
      throw new TransientAuthError(
        `The sign-in service is busy or unavailable (HTTP ${status}).`,
        status,
        parseRetryAfter(res.headers.get('retry-after'), this.#now()),
      );
    }
    const selection = selectionSchema.safeParse(json);
    if (status === 403 && selection.success) {
      throw new OrganizationSelectionRequiredError(selection.data.organizations);
    }
    const error = errorSchema.safeParse(json);
    if (error.success) {
      throw new GrantRejectedError(error.data.error, error.data.error_description ?? null);
    }
    // Any other 4xx: the grant will not work by retrying it.
    throw new GrantRejectedError(`http_${status}`, null);
  }
}
