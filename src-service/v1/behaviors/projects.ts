import { requireFullAccess } from '../auth/v1-auth.ts';
import { listResult } from '../engine/crud.ts';
import type { ResourceBehavior, ResourceCall } from '../engine/resource-call.ts';
import type { V1Result } from '../http/v1-context.ts';
import type { FieldValue } from '../records/field-values.ts';
import { V1Error } from '../wire/v1-error.ts';

function syncedAt(call: ResourceCall, values: Map<string, FieldValue>): void {
  if (values.get('externalSynced') === true) values.set('externalSyncedAt', call.request.service.now());
}

/**
 * `personal` is "available only to the owner" (spec): whether a project is personal, and who owns
 * it, is decided by its owner or the account owner. Otherwise a member could hide a colleague's
 * project from everyone (personal projects are seen by their owner only) or hand it away. Only a
 * change counts, so a whole object read and written back by any full member still goes through.
 * Checked on the values, so PUT and `$set` alike.
 */
function checkOwnership(
  call: ResourceCall,
  current: { owner: string; personal: boolean },
  values: ReadonlyMap<string, FieldValue>,
): void {
  const { caller } = call;
  if (caller.owner || current.owner === caller.userId) return;
  const owner = values.get('owner');
  if (owner !== undefined && owner !== current.owner)
    throw new V1Error('PE01-1008', "Only the project's owner or the account owner may change its owner");
  const personal = values.get('personal');
  if (personal !== undefined && (personal === true) !== current.personal)
    throw new V1Error('PE01-1008', "Only the project's owner or the account owner may change personal");
}

export const projectsBehavior: ResourceBehavior = {
  prepareCreate: (call, values) => {
    if (values.get('owner') === undefined || values.get('owner') === null)
      values.set('owner', call.caller.userId);
    // A new project belongs to the caller unless the account owner names someone else.
    if (!call.caller.owner && values.get('owner') !== call.caller.userId)
      throw new V1Error('PE01-1008', 'Only the account owner may create a project for someone else');
    syncedAt(call, values);
  },
  prepareUpdate: (call, row, values) => {
    checkOwnership(call, { owner: row['owner_id'] as string, personal: row['personal'] === 1 }, values);
    syncedAt(call, values);
  },
  authorizeWrite: (call, _action, row) => {
    requireFullAccess(call.caller);
    if (row !== null && row['personal'] === 1 && row['owner_id'] !== call.caller.userId) {
      throw new V1Error('PE01-1008', 'A personal project belongs to its owner');
    }
  },
  views: new Map<string, (call: ResourceCall) => Promise<V1Result>>([
    [
      '@member',
      (call) =>
        listResult(call, [
          {
            sql: 'EXISTS (SELECT 1 FROM project_members AS pm WHERE pm.project_id = t.id AND pm.user_id = ? AND pm.trash_item_id IS NULL)',
            params: [call.caller.userId],
          },
        ]),
    ],
    ['@own', (call) => listResult(call, [{ sql: 't.owner_id = ?', params: [call.caller.userId] }])],
  ]),
};

export const tasksBehavior: ResourceBehavior = {
  prepareCreate: (call, values) => {
    values.set('author', call.caller.userId);
  },
};

export const departmentsBehavior: ResourceBehavior = {
  views: new Map<string, (call: ResourceCall) => Promise<V1Result>>([
    [
      '@member',
      (call) =>
        listResult(call, [
          {
            sql: 'EXISTS (SELECT 1 FROM department_members AS dm WHERE dm.department_id = t.id AND dm.user_id = ? AND dm.trash_item_id IS NULL)',
            params: [call.caller.userId],
          },
        ]),
    ],
  ]),
};
