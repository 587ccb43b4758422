import type { SigningKeyRing } from './auth/tokens/signing-key-ring.ts';
import type { DrainState } from './http/request-drain.ts';
import type { ServiceMail } from './mail/service-mail.ts';
import type { ConfirmationRateLimit } from './security/confirmation-rate-limit.ts';
import type { LoginThrottle } from './security/login-throttle.ts';
import type { RequestRateLimiter } from './security/request-rate-limiter.ts';
import type { ServiceConfig } from './service-config.ts';
import type { SqlDatabase } from './storage/sql-database.ts';
import { TenantScope } from './storage/tenant-scope.ts';

/** What every route module gets: storage, configuration, clock, keys, error reporting. */
export interface ServiceContext {
  /** The database, SQLite or PostgreSQL; tenant rows only through `tenantScope`. */
  readonly db: SqlDatabase;
  readonly config: ServiceConfig;
  readonly version: string;
  /** The service clock (epoch ms); tests move it instead of waiting. */
  readonly now: () => number;
  /** The access-token signing keys (the active one signs; every live one verifies). */
  readonly keys: SigningKeyRing;
  /** Reports an unexpected error (never with request credentials) to the operator. */
  readonly reportError: (error: unknown) => void;
  /** Wrong passwords per e-mail address, counted alike by the hosted sign-in and v1 login. */
  readonly loginThrottle: LoginThrottle;
  /** Authenticated v1 requests per client; null when the operator turned the limit off. */
  readonly v1RateLimiter: RequestRateLimiter | null;
  /** Confirmation mails (password resets, address confirmations) per source and per e-mail. */
  readonly confirmationLimit: ConfirmationRateLimit;
  /** Mail to people (confirmations, password resets, invitations): SMTP or the `DATA/mail/` folder. */
  readonly mail: ServiceMail;
  /** Whether this instance is shutting down (graceful shutdown, /ready). */
  readonly drain: DrainState;
  /** The tenant-scoped data access for one organization; the only way to reach tenant rows. */
  tenantScope(organizationId: string): TenantScope;
}

export function createServiceContext(parts: Omit<ServiceContext, 'tenantScope'>): ServiceContext {
  return {
    ...parts,
    tenantScope: (organizationId) => new TenantScope(parts.db, organizationId, parts.now),
  };
}
