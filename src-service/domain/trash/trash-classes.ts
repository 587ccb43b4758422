export interface TrashCascade {
  /** The related record class, registered below too. */
  readonly objectClass: string;
  /** The column of the related table that points at the parent. */
  readonly foreignKey: string;
}

export interface TrashClass {
  /** v1 class name, stored as `deleted_object_class`. */
  readonly objectClass: string;
  readonly table: string;
  /** SQL expression over the table's own columns giving the trash item's display name. */
  readonly displayName: string;
  /** Records that move to the trash with it (v1 cascade table), in the same group. */
  readonly cascade: readonly TrashCascade[];
}

/**
 * What can go to the trash and what goes with it. The v1 cascade table (v1-rest-interface.md,
 * "Cascade deletion") for the tables that exist so far; a module that adds a table adds its class
 * here and its cascade line to the parent (Project: Impulse, ProjectMember, ProjectWorkTypeLink;
 * Client: Bill, ContactPerson; WorkType: ProjectWorkTypeLink; ...).
 */
export const trashClasses: readonly TrashClass[] = [
  {
    objectClass: 'Project',
    table: 'projects',
    displayName: 'name',
    cascade: [
      { objectClass: 'Task', foreignKey: 'project_id' },
      { objectClass: 'TimeRecord', foreignKey: 'project_id' },
    ],
  },
  { objectClass: 'Task', table: 'tasks', displayName: 'name', cascade: [] },
  {
    objectClass: 'TimeRecord',
    table: 'time_records',
    displayName: "coalesce(nullif(description, ''), strftime('%Y-%m-%d %H:%M', start / 1000, 'unixepoch'))",
    cascade: [],
  },
  { objectClass: 'Client', table: 'clients', displayName: 'name', cascade: [] },
  { objectClass: 'WorkType', table: 'work_types', displayName: 'name', cascade: [] },
  { objectClass: 'ExternalSystem', table: 'external_systems', displayName: 'name', cascade: [] },
  {
    objectClass: 'PriceListEntry',
    table: 'price_list_entries',
    displayName: "printf('%.2f', price)",
    cascade: [],
  },
];

export function trashClass(objectClass: string): TrashClass {
  const found = trashClasses.find((c) => c.objectClass === objectClass);
  if (found === undefined) throw new Error(`Not a trashable class: ${objectClass}`);
  return found;
}
