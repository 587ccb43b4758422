/** How the graph endpoint refused a credential (HTTP 401 with `{ error, status }`). */
export type GraphAuthFailure =
  | 'invalid-access-token'
  | 'unknown-organization'
  | 'membership-not-materialized'
  | 'email-not-verified'
  | 'unauthorized';

/** The spec's 401 messages, matched exactly (including the printed `materializedd`). */
const failureByMessage: Readonly<Record<string, GraphAuthFailure>> = {
  'Invalid access token': 'invalid-access-token',
  'Unknown organization in access token': 'unknown-organization',
  'Organization membership not materializedd': 'membership-not-materialized',
  'Email not verified': 'email-not-verified',
};

export function classifyGraphAuthMessage(message: string): GraphAuthFailure {
  const key = message.trim();
  return Object.hasOwn(failureByMessage, key) ? (failureByMessage[key] ?? 'unauthorized') : 'unauthorized';
}

export class GraphAuthError extends Error {
  readonly failure: GraphAuthFailure;
  constructor(failure: GraphAuthFailure, serverMessage: string) {
    super(`The graph endpoint refused the credential: ${serverMessage}`);
    this.name = 'GraphAuthError';
    this.failure = failure;
  }
}

/** The endpoint could not be reached or answered 408/429/5xx: try again later. */
export class GraphUnavailableError extends Error {
  readonly status: number | null;
  readonly retryAfterMs: number | null;
  constructor(message: string, status: number | null, retryAfterMs: number | null, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'GraphUnavailableError';
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

/** Another status, or a body that is not a GraphQL response. */
export class GraphProtocolError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'GraphProtocolError';
    this.status = status;
  }
}

/** A credential without organization: `errors[]` with `Missing tenant...`, classification UNAUTHORIZED. */
export function isMissingTenant(error: {
  readonly message: string;
  readonly extensions?: Record<string, unknown>;
}): boolean {
  return error.message.startsWith('Missing tenant');
}
