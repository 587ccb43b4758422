/** Lifetimes with the interface documents' values as defaults (all in seconds). */
export interface TokenLifetimes {
  /** Graph access tokens (JWT); the graph document says 5 minutes. */
  readonly accessTokenTtlSeconds: number;
  /** Authorization codes; 10 minutes, single use. */
  readonly authCodeTtlSeconds: number;
  /** v1 tokens; 60 minutes. */
  readonly v1TokenTtlSeconds: number;
}

export const defaultTokenLifetimes: TokenLifetimes = {
  accessTokenTtlSeconds: 300,
  authCodeTtlSeconds: 600,
  v1TokenTtlSeconds: 3600,
};

/** Sign-in sessions (and their refresh tokens) end after this long without a refresh. */
export const sessionIdleSeconds = 30 * 24 * 3600;
/** A sign-in in the hosted pages must be finished within this time. */
export const signInRequestSeconds = 30 * 60;
/** The hosted area's cookie session (profile page). */
export const browserSessionSeconds = 8 * 3600;

/** Request body limits in bytes. */
export const bodyLimits = {
  json: 1024 * 1024,
  graph: 100 * 1024,
  form: 16 * 1024,
} as const;

export interface ServiceConfig extends TokenLifetimes {
  /** Address clients use to reach the service (no trailing slash); also the token issuer base. */
  readonly publicUrl: string;
  /** `iss` of access tokens. */
  readonly issuer: string;
  /**
   * Whether the graph endpoint keeps its answers and principals under the database's change
   * stamp (graph/caches/); on unless a benchmark prices the path behind them.
   */
  readonly graphCaches: boolean;
}
