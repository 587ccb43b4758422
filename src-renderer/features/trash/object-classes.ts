import type { TrashClassCount } from '../../../src-shared/domain/trash.ts';

/** How the v1 class names read in a sentence. */
const names: Readonly<Record<string, readonly [one: string, many: string]>> = {
  Project: ['project', 'projects'],
  Task: ['task', 'tasks'],
  TimeRecord: ['time record', 'time records'],
  Client: ['client', 'clients'],
  Impulse: ['stopwatch entry', 'stopwatch entries'],
  WorkType: ['work type', 'work types'],
  ProjectMember: ['project member', 'project members'],
  ProjectWorkTypeLink: ['work type of the project', 'work types of the project'],
  Bill: ['bill', 'bills'],
  BillItem: ['bill item', 'bill items'],
  BillVat: ['bill tax line', 'bill tax lines'],
  ContactPerson: ['contact person', 'contact people'],
  Department: ['department', 'departments'],
  DepartmentMember: ['department member', 'department members'],
  PriceListEntry: ['price list entry', 'price list entries'],
};

export function className(objectClass: string, count: number): string {
  const known = names[objectClass];
  if (known !== undefined) return count === 1 ? known[0] : known[1];
  const words = objectClass.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return count === 1 ? words : `${words}s`;
}

/** "Project" as a heading word. */
export function classTitle(objectClass: string): string {
  const name = className(objectClass, 1);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "3 tasks and 40 time records": what came along with the deleted object. */
export function describeCounts(counts: readonly TrashClassCount[]): string {
  const parts = counts.map((c) => `${c.count} ${className(c.objectClass, c.count)}`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/** The group's contents without its root object. */
export function companions(root: string, contents: readonly TrashClassCount[]): TrashClassCount[] {
  return contents
    .map((c) => (c.objectClass === root ? { ...c, count: c.count - 1 } : c))
    .filter((c) => c.count > 0);
}
