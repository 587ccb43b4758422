import type { AppendOption, ResourceDefinition } from '../resources/resource-types.ts';
import { wrongParameters } from '../wire/v1-error.ts';

/** `append=timerecords-count,tasks-count`: the count fields to add to each record of a list. */
export function parseAppend(text: string | null, resource: ResourceDefinition): AppendOption[] {
  if (text === null || text.trim() === '') return [];
  const chosen: AppendOption[] = [];
  for (const raw of text.split(',')) {
    const name = raw.trim().toLowerCase();
    const option = resource.appends.find((a) => a.name === name);
    if (option === undefined) {
      const allowed = resource.appends.map((a) => a.name).join(', ');
      throw wrongParameters(
        `append: ${raw.trim()} is not available for ${resource.type}${allowed === '' ? '' : `; use ${allowed}`}`,
      );
    }
    if (!chosen.includes(option)) chosen.push(option);
  }
  return chosen;
}
