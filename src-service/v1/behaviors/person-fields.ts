import type { SqlRow } from '../records/encode-record.ts';
import { sqlNameOf, toSqlValue, type FieldValue } from '../records/field-values.ts';
import { fieldOf } from '../resources/registry.ts';
import type { ResourceDefinition } from '../resources/resource-types.ts';
import { V1Error } from '../wire/v1-error.ts';

/**
 * Fields of the v1 User that belong to the person, not to any one account (docs/identity-and-
 * membership.md). Every field of the User resource is one: what an account decides about a
 * person (access level, owner) lives on their Access.
 */
export const identityFields = ['email', 'firstName', 'lastName', 'phone', 'active', 'password'] as const;

const identityFieldSet: ReadonlySet<string> = new Set(identityFields);

/**
 * The fields of `values` that would change what is stored in `row`. A value sent unchanged (a
 * client that sends the whole object back) is not a change; a password always is.
 */
export function changedFields(
  resource: ResourceDefinition,
  row: SqlRow,
  values: ReadonlyMap<string, FieldValue>,
): string[] {
  const changed: string[] = [];
  for (const [name, value] of values) {
    const field = fieldOf(resource, name);
    if (field === undefined) continue;
    if (field.kind === 'scalar' && field.storage.kind === 'virtual') {
      changed.push(name);
      continue;
    }
    if (toSqlValue(value) !== (row[sqlNameOf(field)] ?? null)) changed.push(name);
  }
  return changed;
}

/** 403 PE01-1008 naming the first identity field among `fields`, if any. */
export function refuseIdentityChange(fields: readonly string[], reason: string): void {
  const field = fields.find((f) => identityFieldSet.has(f));
  if (field !== undefined) throw new V1Error('PE01-1008', `User.${field}: ${reason}`);
}

export const notYours =
  "belongs to the person, not to this account; only they change it, on their own account's pages or with their own sign-in";

export const readOnlyMember =
  'your access to this account is read only; change your identity through an account where you have full access, or on your own account pages';
