import { defineResource } from '../define-resource.ts';
import { field, liveChildCount } from '../field-builders.ts';

export const departmentsResource = defineResource({
  name: 'departments',
  type: 'Department',
  module: null,
  table: 'departments',
  trashable: true,
  displayName: (a) => `COALESCE(${a}.name, '')`,
  stubFields: ['name'],
  defaultOrder: [{ field: 'name', descending: false }],
  fields: [
    field.string('name', 'name', { notNull: true, size: [1, 255] }),
    field.string('note', 'note'),
    field.computed(
      'membersCount',
      'Long',
      'number of members',
      liveChildCount('department_members', 'department_id'),
    ),
  ],
  cascades: [{ resource: 'departmentmembers', via: 'department' }],
  innerCollections: [{ name: 'members', resource: 'departmentmembers', via: 'department' }],
  appends: [{ name: 'members-count', field: 'membersCount' }],
});

export const departmentMembersResource = defineResource({
  name: 'departmentmembers',
  type: 'DepartmentMember',
  module: null,
  table: 'department_members',
  trashable: true,
  displayName: (a) =>
    `COALESCE((SELECT TRIM(sub_dn.first_name || ' ' || sub_dn.last_name) FROM users AS sub_dn WHERE sub_dn.id = ${a}.user_id), '')`,
  fields: [
    field.reference('department', 'departments', 'department', { notNull: true }),
    field.reference('user', 'users', 'member', { notNull: true }),
  ],
});
