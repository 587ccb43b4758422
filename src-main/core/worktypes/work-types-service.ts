import type { WorkTypeOption } from '../../../src-shared/domain/work-type.ts';
import type { NameBook } from '../workplace/name-book.ts';
import { requireClient, workplaceOf, type OrganizationLink } from '../workplace/organization-link.ts';
import { readThrough } from '../workplace/read-errors.ts';

export const workTypesPath = 'time/worktypes';
export const projectWorkTypesPath = 'time/projectworktypes';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const idOf = (value: unknown): string | null => text((value as { id?: unknown } | null | undefined)?.id);

export interface WorkTypesServiceOptions {
  readonly link: OrganizationLink;
  readonly names: NameBook;
}

/**
 * The organization's active work types and which projects limit themselves to which, read from
 * v1 on each ask. The last list read in a workplace answers while the service does not, so the
 * stopwatch and Add time can still offer work types offline.
 */
export class WorkTypesService {
  readonly #options: WorkTypesServiceOptions;
  #last: { readonly workplace: string; readonly list: readonly WorkTypeOption[] } | null = null;

  constructor(options: WorkTypesServiceOptions) {
    this.#options = options;
  }

  async list(): Promise<readonly WorkTypeOption[]> {
    const { link } = this.#options;
    const workplace = workplaceOf(link);
    const cached = this.#last !== null && this.#last.workplace === workplace ? this.#last.list : null;
    try {
      const list = await this.#read();
      if (workplace !== null && workplaceOf(link) === workplace) this.#last = { workplace, list };
      return list;
    } catch (error) {
      if (cached !== null) return cached;
      throw error;
    }
  }

  async #read(): Promise<readonly WorkTypeOption[]> {
    const client = requireClient(this.#options.link);
    const names = this.#options.names;
    return readThrough(async () => {
      const limits = new Map<string, string[]>();
      for await (const link of client.iterate<Record<string, unknown>>(projectWorkTypesPath, {
        no_expand: true,
      })) {
        const workType = idOf(link['workType']);
        const project = idOf(link['project']);
        if (workType === null || project === null) continue;
        limits.set(workType, [...(limits.get(workType) ?? []), project]);
      }
      const list: WorkTypeOption[] = [];
      for await (const record of client.iterate<Record<string, unknown>>(workTypesPath, {
        $filter: 'active eq true',
        $orderby: 'name',
        no_expand: true,
      })) {
        const ref = names.named(record);
        if (ref === null) continue;
        list.push({ ...ref, projectIds: limits.get(ref.id) ?? [] });
      }
      return list;
    });
  }
}
