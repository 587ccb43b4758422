import { defineResource } from '../define-resource.ts';
import { field } from '../field-builders.ts';

export const projectMembersResource = defineResource({
  name: 'projectmembers',
  type: 'ProjectMember',
  module: 'time',
  table: 'project_members',
  trashable: true,
  displayName: (a) =>
    `COALESCE((SELECT TRIM(sub_dn.first_name || ' ' || sub_dn.last_name) FROM users AS sub_dn WHERE sub_dn.id = ${a}.user_id), '')`,
  fields: [
    field.reference('project', 'projects', 'project', { notNull: true }),
    field.reference('user', 'users', 'member', { notNull: true }),
  ],
});

export const projectWorkTypesResource = defineResource({
  name: 'projectworktypes',
  type: 'ProjectWorkTypeLink',
  module: 'time',
  table: 'project_work_type_links',
  trashable: true,
  displayName: (a) =>
    `COALESCE((SELECT sub_dn.name FROM work_types AS sub_dn WHERE sub_dn.id = ${a}.work_type_id), '')`,
  fields: [
    field.reference('project', 'projects', 'project', { notNull: true }),
    field.reference('workType', 'worktypes', 'work type allowed on the project', { notNull: true }),
  ],
});
