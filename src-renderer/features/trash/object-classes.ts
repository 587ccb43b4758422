import type { TrashClassCount } from '../../../src-shared/domain/trash.ts';
import type { MessageId } from '../../../src-shared/i18n/catalog.ts';
import { english, type Translate } from '../../../src-shared/i18n/translator.ts';

/** The message that names each v1 class in a sentence (singular or plural by its count). */
const names: Readonly<Record<string, MessageId>> = {
  Project: 'trash.class.project',
  Task: 'trash.class.task',
  TimeRecord: 'trash.class.timeRecord',
  Client: 'trash.class.client',
  Impulse: 'trash.class.impulse',
  WorkType: 'trash.class.workType',
  ProjectMember: 'trash.class.projectMember',
  ProjectWorkTypeLink: 'trash.class.projectWorkTypeLink',
  Bill: 'trash.class.bill',
  BillItem: 'trash.class.billItem',
  BillVat: 'trash.class.billVat',
  ContactPerson: 'trash.class.contactPerson',
  Department: 'trash.class.department',
  DepartmentMember: 'trash.class.departmentMember',
  PriceListEntry: 'trash.class.priceListEntry',
};

export function className(objectClass: string, count: number, t: Translate = english.t): string {
  const known = names[objectClass];
  if (known !== undefined) return t(known, { count });
  const words = objectClass.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return t('trash.class.other', { count, words });
}

export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Project" as a heading word. */
export function classTitle(objectClass: string, t: Translate = english.t): string {
  return capitalized(className(objectClass, 1, t));
}

/** "14 time records". */
export function countedClass(objectClass: string, count: number, t: Translate = english.t): string {
  return t('trash.counted', { count, kind: className(objectClass, count, t) });
}

/** "3 tasks and 40 time records": what came along with the deleted object. */
export function describeCounts(counts: readonly TrashClassCount[], t: Translate = english.t): string {
  const parts = counts.map((c) => countedClass(c.objectClass, c.count, t));
  const last = parts.at(-1);
  if (parts.length <= 1 || last === undefined) return parts.join('');
  return t('trash.listEnd', { rest: parts.slice(0, -1).join(', '), last });
}

/** The group's contents without its root object. */
export function companions(root: string, contents: readonly TrashClassCount[]): TrashClassCount[] {
  return contents
    .map((c) => (c.objectClass === root ? { ...c, count: c.count - 1 } : c))
    .filter((c) => c.count > 0);
}
