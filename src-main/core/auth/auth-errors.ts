/**
 * The failure classes of sign-in and refresh. Each tells the session layer what to do: end the
 * session (the person signs in again), or keep it and retry later.
 */

/** `invalid_grant` and friends: the code or refresh token is used, expired or unknown. Sign in again. */
export class GrantRejectedError extends Error {
  readonly error: string;
  constructor(error: string, description: string | null) {
    super(description === null ? `The sign-in service refused the grant (${error}).` : description);
    this.name = 'GrantRejectedError';
    this.error = error;
  }
}

/** The user belongs to several organizations and none was chosen (addendum E). */
export class OrganizationSelectionRequiredError extends Error {
  readonly organizations: readonly { readonly id: string; readonly name: string }[];
  constructor(organizations: readonly { readonly id: string; readonly name: string }[]) {
    super('The sign-in service needs an organization to be chosen.');
    this.name = 'OrganizationSelectionRequiredError';
    this.organizations = organizations;
  }
}

/** Network failure, timeout, 408, 429 or 5xx: the session stays; try again after `retryAfterMs` or a backoff. */
export class TransientAuthError extends Error {
  readonly status: number | null;
  readonly retryAfterMs: number | null;
  constructor(message: string, status: number | null, retryAfterMs: number | null, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'TransientAuthError';
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

/** A token without `org_id`: a failed sign-in, to be repeated with an organization selected. */
export class NoOrganizationError extends Error {
  constructor() {
    super('The sign-in finished without an organization.');
    this.name = 'NoOrganizationError';
  }
}

export class SignInCancelledError extends Error {
  constructor() {
    super('Sign-in was cancelled.');
    this.name = 'SignInCancelledError';
  }
}

export class SignInTimedOutError extends Error {
  constructor() {
    super('Sign-in did not finish in time.');
    this.name = 'SignInTimedOutError';
  }
}

/** The browser came back with `error=...` (the person declined, or the service refused). */
export class SignInDeniedError extends Error {
  readonly error: string;
  readonly description: string | null;
  constructor(error: string, description: string | null) {
    super(`The sign-in service answered ${error}.`);
    this.name = 'SignInDeniedError';
    this.error = error;
    this.description = description;
  }
}

export class BrowserNotOpenedError extends Error {
  constructor(cause: unknown) {
    super('The browser could not be opened.', { cause });
    this.name = 'BrowserNotOpenedError';
  }
}
