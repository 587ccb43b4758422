import { useQuery } from '@tanstack/react-query';
import { workTypesForProject, type WorkTypeOption } from '../../../src-shared/domain/work-type.ts';
import { useBridge } from '../../platform/bridge-context.tsx';

/** The organization's work types; keyed under projects, so a project change reads them again. */
export function useWorkTypes() {
  const bridge = useBridge();
  return useQuery({
    queryKey: ['projects', 'work-types'],
    queryFn: () => bridge.invoke('worktypes:list'),
    staleTime: 60_000,
  });
}

/** The work types to offer on a project (all of them, unless the project allows only some). */
export function useProjectWorkTypes(projectId: string | null): {
  readonly options: readonly WorkTypeOption[];
  readonly loading: boolean;
} {
  const workTypes = useWorkTypes();
  return { options: workTypesForProject(workTypes.data ?? [], projectId), loading: workTypes.isPending };
}
