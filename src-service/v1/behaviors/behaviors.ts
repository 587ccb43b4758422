import type { ResourceBehavior } from '../engine/resource-call.ts';
import type { ResourceName } from '../resources/resource-types.ts';
import {
  accessesBehavior,
  accountsBehavior,
  secretKeysBehavior,
  trashBehavior,
  usersBehavior,
} from './identity.ts';
import { impulsesBehavior } from './impulses.ts';
import { priceListsBehavior } from './price-lists.ts';
import { departmentsBehavior, projectsBehavior, tasksBehavior } from './projects.ts';
import { timeRecordsBehavior } from './time-records.ts';

const behaviors: Partial<Record<ResourceName, ResourceBehavior>> = {
  accesses: accessesBehavior,
  accounts: accountsBehavior,
  departments: departmentsBehavior,
  impulses: impulsesBehavior,
  pricelists: priceListsBehavior,
  projects: projectsBehavior,
  secretkeys: secretKeysBehavior,
  tasks: tasksBehavior,
  timerecords: timeRecordsBehavior,
  trash: trashBehavior,
  users: usersBehavior,
};

/** What a resource does beyond the generic operations (nothing for most). */
export function behaviorOf(name: ResourceName): ResourceBehavior {
  return behaviors[name] ?? {};
}
