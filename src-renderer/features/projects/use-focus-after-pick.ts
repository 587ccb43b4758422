import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useBridge } from '../../platform/bridge-context.tsx';

/** How many frames (about three seconds) a field waits to become usable before the move is given up. */
const patienceFrames = 180;

/**
 * After a project is chosen with Enter, focus moves to the task field when the project has open
 * tasks, else to the description. The task field is enabled only once its tasks have loaded, so
 * the move waits (frame by frame, a few seconds at most) for the field to become usable.
 */
export function useFocusAfterPick(
  taskFieldId: string,
  descriptionFieldId: string,
): (projectId: string) => void {
  const bridge = useBridge();
  const client = useQueryClient();
  const frame = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const focusWhenUsable = (id: string, framesLeft: number): void => {
    const element = document.getElementById(id);
    if (element !== null && !(element as HTMLInputElement).disabled) {
      element.focus();
      frame.current = null;
    } else if (framesLeft > 0) {
      frame.current = requestAnimationFrame(() => focusWhenUsable(id, framesLeft - 1));
    }
  };

  return (projectId) => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    // The same query as the task field's, so its answer is the one the field shows.
    client
      .query({
        queryKey: ['tasks', projectId],
        queryFn: () => bridge.invoke('projects:tasks', { projectId }),
        staleTime: 60_000,
      })
      .then(
        (tasks) => tasks.some((task) => !task.done),
        () => false,
      )
      .then((hasTasks) => focusWhenUsable(hasTasks ? taskFieldId : descriptionFieldId, patienceFrames))
      .catch(() => undefined);
  };
}
