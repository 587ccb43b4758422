import { useState, type ReactNode } from 'react';
import { Dialog } from '../../ui/dialog.tsx';

interface Startable {
  readonly title: string;
  /** False for a finished (closed) project. */
  readonly active: boolean;
}

interface Asking {
  readonly project: Startable;
  readonly go: () => void;
}

/**
 * Starting the stopwatch on a finished project asks first: time on a closed project is most
 * often a slip of the picker. `ask(project, go)` runs `go` at once for an active project.
 */
export function useFinishedStartAsk(): {
  ask: (project: Startable, go: () => void) => void;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<Asking | null>(null);
  const ask = (project: Startable, go: () => void): void => {
    if (project.active) go();
    else setAsking({ project, go });
  };
  const close = (): void => setAsking(null);
  const dialog =
    asking === null ? null : (
      <Dialog
        role="alertdialog"
        title={`${asking.project.title} is finished. Start anyway?`}
        onClose={close}
        actions={
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                close();
                asking.go();
              }}
            >
              Start anyway
            </button>
            <button type="button" className="button" data-autofocus onClick={close}>
              Cancel
            </button>
          </>
        }
      >
        <p>The project is marked finished. Time started now is recorded on it all the same.</p>
      </Dialog>
    );
  return { ask, dialog };
}
