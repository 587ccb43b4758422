import { useState, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
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
  const { t } = useI18n();
  const ask = (project: Startable, go: () => void): void => {
    if (project.active) go();
    else setAsking({ project, go });
  };
  const close = (): void => setAsking(null);
  const dialog =
    asking === null ? null : (
      <Dialog
        role="alertdialog"
        title={t('stopwatch.finishedTitle', { project: asking.project.title })}
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
              {t('stopwatch.startAnyway')}
            </button>
            <button type="button" className="button" data-autofocus onClick={close}>
              {t('stopwatch.cancel')}
            </button>
          </>
        }
      >
        <p>{t('stopwatch.finishedBody')}</p>
      </Dialog>
    );
  return { ask, dialog };
}
