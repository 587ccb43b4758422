import { accessesResource } from './definitions/accesses.ts';
import { accountsResource } from './definitions/accounts.ts';
import { billItemsResource, billsResource, billVatsResource } from './definitions/bills.ts';
import { clientsResource } from './definitions/clients.ts';
import { contactPersonsResource } from './definitions/contact-persons.ts';
import { departmentMembersResource, departmentsResource } from './definitions/departments.ts';
import { externalSystemsResource } from './definitions/external-systems.ts';
import { impulsesResource } from './definitions/impulses.ts';
import { priceListsResource } from './definitions/price-lists.ts';
import { projectMembersResource, projectWorkTypesResource } from './definitions/project-links.ts';
import { projectsResource } from './definitions/projects.ts';
import { secretKeysResource } from './definitions/secret-keys.ts';
import { tasksResource } from './definitions/tasks.ts';
import { timeRecordsResource } from './definitions/time-records.ts';
import { trashResource } from './definitions/trash.ts';
import { usersResource } from './definitions/users.ts';
import { workTypesResource } from './definitions/work-types.ts';
import type { FieldDefinition, ResourceDefinition, ResourceName } from './resource-types.ts';

/** Every resource of the v1 interface, by URL segment. */
export const resources: Readonly<Record<ResourceName, ResourceDefinition>> = {
  accesses: accessesResource,
  accounts: accountsResource,
  billitems: billItemsResource,
  bills: billsResource,
  billvats: billVatsResource,
  clients: clientsResource,
  contactpersons: contactPersonsResource,
  departmentmembers: departmentMembersResource,
  departments: departmentsResource,
  externalsystems: externalSystemsResource,
  impulses: impulsesResource,
  pricelists: priceListsResource,
  projectmembers: projectMembersResource,
  projects: projectsResource,
  projectworktypes: projectWorkTypesResource,
  secretkeys: secretKeysResource,
  tasks: tasksResource,
  timerecords: timeRecordsResource,
  trash: trashResource,
  users: usersResource,
  worktypes: workTypesResource,
};

export const resourceList: readonly ResourceDefinition[] = Object.values(resources);

const byName = new Map<string, ResourceDefinition>(resourceList.map((r) => [r.name, r]));
const byType = new Map<string, ResourceDefinition>(resourceList.map((r) => [r.type, r]));

/**
 * Finds a resource by the path segments after `/v1`: `time/projects` and `projects` name the same
 * resource (the document shows both forms), but a global resource has no `time/` form.
 */
export function resolveResourcePath(
  segments: readonly string[],
): { resource: ResourceDefinition; rest: string[] } | null {
  const [first, second, ...others] = segments;
  if (first === 'time' && second !== undefined) {
    const resource = byName.get(second);
    if (resource?.module === 'time') return { resource, rest: others };
    return null;
  }
  if (first === undefined) return null;
  const resource = byName.get(first);
  return resource === undefined ? null : { resource, rest: second === undefined ? [] : [second, ...others] };
}

export function resourceByName(name: string): ResourceDefinition | undefined {
  return byName.get(name);
}

export function resourceByType(type: string): ResourceDefinition | undefined {
  return byType.get(type);
}

const fieldMaps = new Map<ResourceDefinition, ReadonlyMap<string, FieldDefinition>>(
  resourceList.map((r) => [r, new Map(r.fields.map((f) => [f.name, f]))]),
);

export function fieldOf(resource: ResourceDefinition, name: string): FieldDefinition | undefined {
  return (fieldMaps.get(resource) ?? new Map(resource.fields.map((f) => [f.name, f]))).get(name);
}
