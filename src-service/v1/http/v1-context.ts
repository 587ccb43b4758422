import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Access } from '../../identity/memberships.ts';
import type { Organization } from '../../identity/organizations.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { TenantScope } from '../../storage/tenant-scope.ts';
import type { HttpMethod } from '../wire/negotiate.ts';
import type { ResponseOptions, V1Body } from '../wire/v1-response.ts';

/** One v1 request after the transport concerns (tenant, format, method override) are settled. */
export interface V1Request {
  readonly service: ServiceContext;
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
  readonly query: URLSearchParams;
  /** The account of a `/t/{account}/v1` address; null on the public `/v1`. */
  readonly account: Organization | null;
  /** Decoded path segments after `v1/`, without a `.json`/`.xml` suffix. */
  readonly segments: readonly string[];
  readonly method: HttpMethod;
  readonly response: ResponseOptions;
}

/** Who is calling, established from the `token` parameter on a tenant address. */
export interface Caller {
  readonly userId: string;
  readonly organization: Organization;
  readonly access: Access;
  /** Owner of the account: may manage users, accesses and the account itself. */
  readonly owner: boolean;
  /** The tenant-scoped data access: the only way to reach the account's rows. */
  readonly scope: TenantScope;
}

export interface V1Result {
  readonly status: number;
  readonly body: V1Body;
  readonly headers?: Readonly<Record<string, string>>;
}

export const noContent: V1Result = { status: 204, body: { kind: 'empty' } };

export function dataResult(status: number, value: V1Body & { kind: 'data' }): V1Result {
  return { status, body: value };
}
