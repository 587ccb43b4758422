import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';

export interface ToastAction {
  readonly label: string;
  /** Runs once; the toast closes when it settles. */
  readonly run: () => unknown;
}

export interface ToastInput {
  readonly message: string;
  readonly action?: ToastAction;
  /** How long it stays when the person does nothing (ms); paused while hovered or focused. */
  readonly durationMs?: number;
  readonly tone?: 'info' | 'error';
}

interface Toast extends ToastInput {
  readonly id: number;
}

interface ToastApi {
  show(toast: ToastInput): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows short messages at the bottom of the window, some with one action ("Undo"). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast needs a ToastProvider above it');
  return api;
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const { t } = useI18n();
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: ToastInput) => {
    const id = nextId++;
    // At most three at once: the oldest goes first.
    setToasts((list) => [...list.slice(-2), { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="region" aria-label={t('ui.messages')}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const { t } = useI18n();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs ?? 8000);
  const startedAt = useRef(0);

  useEffect(() => {
    if (paused || busy) return;
    startedAt.current = Date.now();
    const timer = window.setTimeout(onClose, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, busy, onClose]);

  const act = async (): Promise<void> => {
    if (toast.action === undefined || busy) return;
    setBusy(true);
    try {
      await toast.action.run();
    } finally {
      onClose();
    }
  };

  return (
    <div
      className={`toast toast--${toast.tone ?? 'info'}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__message">{toast.message}</span>
      {toast.action !== undefined && (
        <button type="button" className="button toast__action" disabled={busy} onClick={() => void act()}>
          {busy ? `${toast.action.label}…` : toast.action.label}
        </button>
      )}
      <button type="button" className="toast__close" aria-label={t('ui.dismissMessage')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
