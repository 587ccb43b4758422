import { requireFullAccess } from '../auth/v1-auth.ts';
import { listResult } from '../engine/crud.ts';
import type { ResourceBehavior, ResourceCall } from '../engine/resource-call.ts';
import type { FieldValue } from '../records/field-values.ts';
import { V1Error } from '../wire/v1-error.ts';

function syncedAt(call: ResourceCall, values: Map<string, FieldValue>): void {
  if (values.get('externalSynced') === true) values.set('externalSyncedAt', call.request.service.now());
}

export const projectsBehavior: ResourceBehavior = {
  prepareCreate: (call, values) => {
    if (values.get('owner') === undefined || values.get('owner') === null)
      values.set('owner', call.caller.userId);
    syncedAt(call, values);
  },
  prepareUpdate: (call, _row, values) => syncedAt(call, values),
  authorizeWrite: (call, _action, row) => {
    requireFullAccess(call.caller);
    if (row !== null && row['personal'] === 1 && row['owner_id'] !== call.caller.userId) {
      throw new V1Error('PE01-1008', 'A personal project belongs to its owner');
    }
  },
  views: {
    '@member': (call) =>
      listResult(call, [
        {
          sql: 'EXISTS (SELECT 1 FROM project_members AS pm WHERE pm.project_id = t.id AND pm.user_id = ? AND pm.trash_item_id IS NULL)',
          params: [call.caller.userId],
        },
      ]),
    '@own': (call) => listResult(call, [{ sql: 't.owner_id = ?', params: [call.caller.userId] }]),
  },
};

export const tasksBehavior: ResourceBehavior = {
  prepareCreate: (call, values) => {
    values.set('author', call.caller.userId);
  },
};

export const departmentsBehavior: ResourceBehavior = {
  views: {
    '@member': (call) =>
      listResult(call, [
        {
          sql: 'EXISTS (SELECT 1 FROM department_members AS dm WHERE dm.department_id = t.id AND dm.user_id = ? AND dm.trash_item_id IS NULL)',
          params: [call.caller.userId],
        },
      ]),
  },
};
