import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { formatHoursMinutes } from '../../../../src-shared/format/duration.ts';
import type { Translate } from '../../../../src-shared/i18n/translator.ts';
import { useI18n } from '../../../i18n/i18n-context.tsx';
import { cellText, type Timesheet, type TimesheetRow } from './timesheet-model.ts';

export interface CellPosition {
  readonly row: number;
  readonly day: number;
}

export interface FocusRequest {
  readonly rowKey: string;
  readonly day: number;
  readonly seq: number;
}

export interface TimesheetGridProps {
  readonly sheet: Timesheet;
  /** Column headings of the seven days, e.g. "Mon 23". */
  readonly dayLabels: readonly string[];
  /** Today's column, or -1 when the week is another. */
  readonly today: number;
  readonly canWrite: boolean;
  /**
   * The person typed `text` into a cell and left it: answers a sentence when it cannot be
   * written (the cell stays open), or null when it was taken.
   */
  readonly onCommit: (at: CellPosition, text: string) => string | null;
  /** A cell of several records was asked to change: the view lists them. */
  readonly onOpenSeveral: (at: CellPosition) => void;
  /** Set to move the keyboard focus to a row's day (a row just added); `seq` tells requests apart. */
  readonly focusRequest?: FocusRequest | null;
  /** Names the grid (the week it shows). */
  readonly label: string;
  readonly describedBy?: string;
}

const rowHeight = 40;

function rowName(row: TimesheetRow, t: Translate): string {
  const project = row.project?.name ?? t('timesheet.noProject');
  return row.task === null || row.task.name === '' ? project : `${project} · ${row.task.name}`;
}

interface Editing {
  readonly at: CellPosition;
  readonly text: string;
  readonly error: string | null;
}

/**
 * The week as a spreadsheet: a row per project and task, a column per day. One cell holds the
 * keyboard focus (roving tabindex); arrows, Home/End, Tab and Enter move, a digit or Enter
 * starts typing, Escape cancels. Only the rows on screen exist (and the focused one), so 500
 * rows move like five.
 */
export function TimesheetGrid(props: TimesheetGridProps) {
  const { sheet, dayLabels, today, canWrite, onCommit, onOpenSeveral, focusRequest } = props;
  const { t } = useI18n();
  const rows = sheet.rows;
  const [active, setActive] = useState<CellPosition>({ row: 0, day: Math.max(0, today) });
  const [editing, setEditingState] = useState<Editing | null>(null);
  /** The cell being typed into as of now: a blur after Enter or Escape must not write twice. */
  const current = useRef<Editing | null>(null);
  const setEditing = (next: Editing | null): void => {
    current.current = next;
    setEditingState(next);
  };
  const scroller = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  /**
   * Where the focus goes once it is on screen (a selector), set when the person moves: focus
   * follows keys and clicks, never a mere re-render of the rows.
   */
  const focusNext = useRef<string | null>(null);
  const errorId = useId();
  const activeRow = Math.min(active.row, Math.max(0, rows.length - 1));

  const keepActive = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range);
      return shown.includes(activeRow) || activeRow >= range.count
        ? shown
        : [...shown, activeRow].sort((a, b) => a - b);
    },
    [activeRow],
  );
  // The virtualizer keeps its own state; the compiler must not memoize around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    rangeExtractor: keepActive,
  });

  const moveTo = useCallback(
    (at: CellPosition): void => {
      const row = Math.max(0, Math.min(rows.length - 1, at.row));
      const day = Math.max(0, Math.min(6, at.day));
      focusNext.current = cellSelector({ row, day });
      setActive({ row, day });
      virtualizer.scrollToIndex(row, { align: 'auto' });
    },
    [rows.length, virtualizer],
  );

  const handled = useRef<number | null>(null);
  useEffect(() => {
    if (focusRequest == null || handled.current === focusRequest.seq) return;
    const row = rows.findIndex((r) => r.key === focusRequest.rowKey);
    if (row < 0) return;
    handled.current = focusRequest.seq;
    moveTo({ row, day: focusRequest.day });
  }, [focusRequest, moveTo, rows]);

  // Before paint, so the next key typed already reaches the cell or the input.
  useLayoutEffect(() => {
    const wanted = focusNext.current;
    if (wanted === null) return;
    const target = grid.current?.querySelector<HTMLElement>(wanted === 'select' ? 'input' : wanted);
    if (target == null) return;
    focusNext.current = null;
    target.focus();
    if (target instanceof HTMLInputElement) {
      // Enter edits what is there (all of it selected); a typed digit goes on typing after itself.
      if (wanted === 'select') target.select();
      else target.setSelectionRange(target.value.length, target.value.length);
    }
  });

  const startEditing = (at: CellPosition, text: string, select = false): void => {
    const row = rows[at.row];
    if (!canWrite || row === undefined) return;
    if ((row.cells[at.day]?.length ?? 0) > 1) {
      onOpenSeveral(at);
      return;
    }
    focusNext.current = select ? 'select' : 'input';
    setEditing({ at, text, error: null });
  };

  /** Leaves the cell with its text; answers whether it was taken. */
  const commit = (): boolean => {
    const open = current.current;
    if (open === null) return true;
    const error = onCommit(open.at, open.text);
    if (error !== null) {
      setEditing({ ...open, error });
      return false;
    }
    setEditing(null);
    return true;
  };

  const onEditKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (editing === null) return;
    const { at } = editing;
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        focusNext.current = cellSelector(at);
        setEditing(null);
        return;
      case 'Enter':
        event.preventDefault();
        if (commit()) moveTo({ row: at.row + 1 < rows.length ? at.row + 1 : at.row, day: at.day });
        return;
      case 'Tab': {
        const next = step(at, event.shiftKey ? -1 : 1, rows.length);
        if (next !== null) event.preventDefault();
        if (!commit()) {
          event.preventDefault();
          return;
        }
        if (next !== null) moveTo(next);
        return;
      }
    }
  };

  const onCellKeyDown = (event: KeyboardEvent<HTMLElement>, at: CellPosition): void => {
    if (editing !== null) return;
    const go = (next: CellPosition): void => {
      event.preventDefault();
      moveTo(next);
    };
    switch (event.key) {
      case 'ArrowUp':
        return go({ row: at.row - 1, day: at.day });
      case 'ArrowDown':
        return go({ row: at.row + 1, day: at.day });
      case 'ArrowLeft':
        return go({ row: at.row, day: at.day - 1 });
      case 'ArrowRight':
        return go({ row: at.row, day: at.day + 1 });
      case 'Home':
        return go({ row: event.ctrlKey ? 0 : at.row, day: 0 });
      case 'End':
        return go({ row: event.ctrlKey ? rows.length - 1 : at.row, day: 6 });
      case 'PageDown':
        return go({ row: at.row + 10, day: at.day });
      case 'PageUp':
        return go({ row: at.row - 10, day: at.day });
      case 'Tab': {
        // Past the last cell (or before the first) the focus leaves the grid as usual.
        const next = step(at, event.shiftKey ? -1 : 1, rows.length);
        if (next !== null) go(next);
        return;
      }
      case 'Enter':
      case 'F2':
        event.preventDefault();
        startEditing(at, cellText(rows[at.row]?.cellTotals[at.day] ?? 0), true);
        return;
      case 'Delete':
      case 'Backspace': {
        if (!canWrite) return;
        event.preventDefault();
        const row = rows[at.row];
        if ((row?.cells[at.day]?.length ?? 0) > 1) onOpenSeveral(at);
        else onCommit(at, '');
        return;
      }
      default:
        if (/^[0-9.,:]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          startEditing(at, event.key);
        }
    }
  };

  // The rows get one handlers object for good; it calls what this render defined.
  const latest = useRef({ onCellKeyDown, startEditing, onEditKeyDown, commit });
  useLayoutEffect(() => {
    latest.current = { onCellKeyDown, startEditing, onEditKeyDown, commit };
  });
  const [handlers] = useState<RowHandlers>(() => ({
    cellKeyDown: (event, at) => latest.current.onCellKeyDown(event, at),
    focus: (at) => setActive(at),
    startEditing: (at, text, select) => latest.current.startEditing(at, text, select),
    editChange: (text) => {
      const open = current.current;
      if (open !== null) setEditing({ ...open, text, error: null });
    },
    editKeyDown: (event) => latest.current.onEditKeyDown(event),
    commit: () => {
      latest.current.commit();
    },
  }));

  const items = virtualizer.getVirtualItems();
  const failed = editing?.error == null ? null : { row: rows[editing.at.row], editing };
  return (
    <>
      <div
        ref={grid}
        className="timesheet"
        role="grid"
        aria-label={props.label}
        aria-describedby={props.describedBy}
        aria-rowcount={rows.length + 2}
        aria-colcount={9}
        aria-readonly={!canWrite}
      >
        <div role="rowgroup" className="timesheet__head">
          <div role="row" aria-rowindex={1} className="timesheet__row">
            <span role="columnheader" className="timesheet__name">
              {t('timesheet.project')}
            </span>
            {dayLabels.map((label, day) => (
              <span
                key={label}
                role="columnheader"
                className={`timesheet__num${day === today ? ' timesheet__num--today' : ''}`}
                aria-current={day === today ? 'date' : undefined}
              >
                {label}
              </span>
            ))}
            <span role="columnheader" className="timesheet__num">
              {t('timesheet.total')}
            </span>
          </div>
        </div>
        <div
          ref={scroller}
          role="rowgroup"
          className="timesheet__body"
          data-testid="timesheet-body"
          // As tall as its rows, up to what the window leaves for it; then it scrolls.
          style={{ height: `min(${String(virtualizer.getTotalSize())}px, max(200px, 100vh - 420px))` }}
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const row = rows[item.index];
              if (row === undefined) return null;
              return (
                <TimesheetBodyRow
                  key={row.key}
                  row={row}
                  index={item.index}
                  start={item.start}
                  activeDay={activeRow === item.index ? active.day : -1}
                  editing={editing !== null && editing.at.row === item.index ? editing : null}
                  today={today}
                  dayLabels={dayLabels}
                  errorId={errorId}
                  handlers={handlers}
                />
              );
            })}
          </div>
        </div>
        <div role="rowgroup" className="timesheet__foot">
          <div role="row" aria-rowindex={rows.length + 2} className="timesheet__row">
            <span role="rowheader" className="timesheet__name">
              {t('timesheet.total')}
            </span>
            {sheet.dayTotals.map((ms, day) => (
              <span key={day} role="gridcell" className="timesheet__num" data-testid="day-total">
                {cellText(ms)}
              </span>
            ))}
            <span
              role="gridcell"
              className="timesheet__num timesheet__total"
              data-testid="week-total"
              title={formatHoursMinutes(sheet.totalMs)}
            >
              {cellText(sheet.totalMs)}
            </span>
          </div>
        </div>
      </div>
      {failed !== null && (
        <p id={errorId} className="action-error timesheet__error" role="alert">
          {failed.row === undefined ? '' : `${rowName(failed.row, t)}, `}
          {dayLabels[failed.editing.at.day]}: {failed.editing.error}
        </p>
      )}
    </>
  );
}

/** What a row's cells do, the same object for every render: rows re-render only when theirs change. */
interface RowHandlers {
  readonly cellKeyDown: (event: KeyboardEvent<HTMLElement>, at: CellPosition) => void;
  readonly focus: (at: CellPosition) => void;
  readonly startEditing: (at: CellPosition, text: string, select?: boolean) => void;
  readonly editChange: (text: string) => void;
  readonly editKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly commit: () => void;
}

interface TimesheetBodyRowProps {
  readonly row: TimesheetRow;
  readonly index: number;
  /** Where the row sits in the scrolled body, in pixels. */
  readonly start: number;
  /** The focused day when this row holds the focused cell, else -1. */
  readonly activeDay: number;
  /** The cell being typed into when it is in this row. */
  readonly editing: Editing | null;
  readonly today: number;
  readonly dayLabels: readonly string[];
  readonly errorId: string;
  readonly handlers: RowHandlers;
}

/**
 * One row of the body. Memoized: a keystroke re-renders the row typed into, not every row on
 * screen, so the first digit shows as quickly in a week of 500 rows as in an empty one.
 */
const TimesheetBodyRow = memo(function TimesheetBodyRow(props: TimesheetBodyRowProps) {
  const { row, index, start, activeDay, editing, today, dayLabels, errorId, handlers } = props;
  const { t } = useI18n();
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className="timesheet__row timesheet__row--body"
      style={{ height: rowHeight, transform: `translateY(${start}px)` }}
      data-testid="timesheet-row"
    >
      <span role="rowheader" className="timesheet__name" title={rowName(row, t)}>
        {rowName(row, t)}
      </span>
      {row.cellTotals.map((ms, day) => {
        const at = { row: index, day };
        const isActive = activeDay === day;
        const open = editing !== null && editing.at.day === day;
        const several = (row.cells[day]?.length ?? 0) > 1;
        return (
          <span
            key={day}
            role="gridcell"
            data-cell={`${index}-${day}`}
            tabIndex={isActive && !open ? 0 : -1}
            aria-selected={isActive}
            className={`timesheet__num timesheet__cell${several ? ' timesheet__cell--several' : ''}${
              day === today ? ' timesheet__num--today' : ''
            }`}
            onKeyDown={(event) => handlers.cellKeyDown(event, at)}
            onFocus={() => {
              if (!isActive) handlers.focus(at);
            }}
            onDoubleClick={() => handlers.startEditing(at, cellText(ms), true)}
          >
            {open ? (
              <input
                className="timesheet__input"
                aria-label={`${rowName(row, t)}, ${dayLabels[day] ?? ''}`}
                aria-invalid={editing.error !== null}
                aria-describedby={editing.error === null ? undefined : errorId}
                inputMode="decimal"
                value={editing.text}
                onChange={(event) => handlers.editChange(event.target.value)}
                onKeyDown={handlers.editKeyDown}
                onBlur={() => {
                  if (editing.error === null) handlers.commit();
                }}
              />
            ) : (
              <>
                {cellText(ms)}
                {several && (
                  <span className="visually-hidden">
                    {' '}
                    {t('timesheet.recordCount', { count: row.cells[day]?.length ?? 0 })}
                  </span>
                )}
              </>
            )}
          </span>
        );
      })}
      <span role="gridcell" className="timesheet__num timesheet__total" data-testid="row-total">
        {cellText(row.totalMs)}
      </span>
    </div>
  );
});

function cellSelector(at: CellPosition): string {
  return `[data-cell="${String(at.row)}-${String(at.day)}"]`;
}

/** The next cell in reading order (Tab), or null past either end. */
function step(at: CellPosition, by: 1 | -1, rowCount: number): CellPosition | null {
  const index = at.row * 7 + at.day + by;
  if (index < 0 || index >= rowCount * 7) return null;
  return { row: Math.floor(index / 7), day: index % 7 };
}
