import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface DialogProps {
  readonly title: string;
  readonly children: ReactNode;
  /** The buttons at the bottom (forms may carry their own instead). */
  readonly actions?: ReactNode;
  readonly onClose: () => void;
  /** `alertdialog` for confirmations of something that cannot be undone. */
  readonly role?: 'dialog' | 'alertdialog';
  /** A sentence under the title; read out as the dialog's description instead of the whole body. */
  readonly description?: string;
  /** Room for a table (conflicts, the outbox). */
  readonly wide?: boolean;
}

const focusable =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves into it (to the element marked `data-autofocus`, else the first
 * control), Tab stays inside, Escape or a click on the backdrop closes it, and focus returns to
 * where it was.
 */
export function Dialog({
  title,
  children,
  actions,
  onClose,
  role = 'dialog',
  description,
  wide,
}: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = ref.current;
    const first =
      box?.querySelector<HTMLElement>('[data-autofocus]') ??
      box?.querySelector<HTMLElement>(focusable) ??
      box;
    first?.focus();
    return () => before?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
    if (items.length === 0) return;
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className={wide === true ? 'dialog dialog--wide' : 'dialog'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description === undefined ? bodyId : `${bodyId}-description`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        {description !== undefined && (
          <p id={`${bodyId}-description`} className="muted">
            {description}
          </p>
        )}
        <div id={bodyId} className="dialog__body">
          {children}
        </div>
        {actions !== undefined && <div className="dialog__actions">{actions}</div>}
      </div>
    </div>
  );
}
