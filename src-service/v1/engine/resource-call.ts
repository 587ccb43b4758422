import type { SqlRow } from '../records/encode-record.ts';
import type { FieldValue } from '../records/field-values.ts';
import type { FieldDefinition, ResourceDefinition } from '../resources/resource-types.ts';
import type { Caller, V1Request, V1Result } from '../http/v1-context.ts';
import type { HttpMethod } from '../wire/negotiate.ts';
import type { WireObject, WireValue } from '../wire/wire-values.ts';

/** A request on one resource by an authenticated caller. */
export interface ResourceCall {
  readonly request: V1Request;
  readonly caller: Caller;
  readonly resource: ResourceDefinition;
  readonly behavior: ResourceBehavior;
}

export type WriteAction = 'create' | 'update' | 'delete';

export interface ResourceAction {
  readonly method: HttpMethod;
  readonly run: (call: ResourceCall, id: string) => V1Result | Promise<V1Result>;
}

export interface CollectionAction {
  readonly method: HttpMethod;
  readonly run: (call: ResourceCall) => V1Result | Promise<V1Result>;
}

/**
 * What a resource does beyond the generic operations: who may write, values it derives, views
 * (`@stopwatch`), actions on one object (`$stop`) or on the collection (`$calculateprice`), and
 * special deletes. Everything not given behaves generically.
 */
export interface ResourceBehavior {
  /** Throws `V1Error` PE01-1008 when the caller may not; default: full access. */
  readonly authorizeWrite?: (call: ResourceCall, action: WriteAction, row: SqlRow | null) => void;
  /** Work that cannot run inside the write transaction (hashing a password), before it. */
  readonly beforeCreate?: (call: ResourceCall, values: Map<string, FieldValue>) => Promise<void>;
  readonly prepareCreate?: (call: ResourceCall, values: Map<string, FieldValue>) => void | Promise<void>;
  readonly prepareUpdate?: (
    call: ResourceCall,
    row: SqlRow,
    values: Map<string, FieldValue>,
  ) => void | Promise<void>;
  /**
   * Replaces the whole generic create, answer included (adding a person to an account invites
   * them: the answer is the invitation, not a record the caller could read).
   */
  readonly create?: (call: ResourceCall, fixed: ReadonlyMap<string, FieldValue>) => Promise<V1Result>;
  /** Adds fields to an object of the answer (the caller's own pending invitations on their User). */
  readonly decorate?: (call: ResourceCall, object: WireObject) => WireObject | Promise<WireObject>;
  /**
   * Replaces the generic insert, inside the create's transaction (which may run twice on
   * PostgreSQL: database work only); answers extra fields for the created object (a new secret key).
   */
  readonly insert?: (
    call: ResourceCall,
    values: Map<string, FieldValue>,
    id: string,
  ) => Promise<WireObject | null>;
  /** Reference fields the behavior checks itself (a user of another account given an access). */
  readonly ownReferenceChecks?: readonly string[];
  /** Always answer the created object, whatever `response_object` says (a secret key is shown once). */
  readonly alwaysAnswerCreated?: boolean;
  readonly virtual?: (call: ResourceCall, field: FieldDefinition, row: SqlRow) => WireValue | undefined;
  // Maps, not object literals: the key is request text, and an object literal would answer
  // `constructor` or `__proto__` with a member every object has.
  readonly views?: ReadonlyMap<string, (call: ResourceCall) => V1Result | Promise<V1Result>>;
  readonly itemActions?: ReadonlyMap<string, ResourceAction>;
  readonly collectionActions?: ReadonlyMap<string, CollectionAction>;
  /** Replaces the generic delete. */
  readonly remove?: (call: ResourceCall, id: string, hard: boolean) => Promise<V1Result>;
  /** Maps `@self`, `@own`... to an id. */
  readonly idAlias?: (call: ResourceCall, alias: string) => string | null;
}
