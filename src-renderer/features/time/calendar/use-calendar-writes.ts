import { useEffect, useRef, useState } from 'react';
import type { TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import { renderMessage } from '../../../../src-shared/i18n/translator.ts';
import { useI18n } from '../../../i18n/i18n-context.tsx';
import { useBridge } from '../../../platform/bridge-context.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { checkTimes, sameTimes, timeChanges, type RecordTimes } from './calendar-drag.ts';

/** How long the keys may rest before a run of arrow presses is saved as one change. */
export const keyPauseMs = 700;

interface Draft {
  readonly times: RecordTimes;
  /** Sent and waiting for the record to come back with its new version. */
  readonly sent: boolean;
}

export function timesOf(record: TimeRecordView): RecordTimes {
  return {
    start: record.start,
    stop: record.stop ?? record.start + record.durationMs,
    durationMs: record.durationMs,
  };
}

/**
 * The calendar's changes of times: shown at once as a draft, sent through `timerecords:update`
 * (the outbox, so offline they wait like any edit), one write at a time per record. The service
 * checks each write's version, so a second change waits until the first has come back with the
 * record's new version; otherwise a quick second drag would conflict with the person's own first.
 */
export function useCalendarWrites(records: ReadonlyMap<string, TimeRecordView>) {
  const bridge = useBridge();
  const toast = useToast();
  const { t } = useI18n();
  const [drafts, setDrafts] = useState<ReadonlyMap<string, Draft>>(new Map());
  const [asking, setAsking] = useState<{ readonly id: string; readonly times: RecordTimes } | null>(null);
  const latest = useRef({ records, drafts });
  const timers = useRef(new Map<string, number>());
  /** Records with a write on its way, and the version it was written against. */
  const writing = useRef(new Map<string, number>());

  const setDraft = (id: string, draft: Draft | null): void => {
    const next = new Map(latest.current.drafts);
    if (draft === null) next.delete(id);
    else next.set(id, draft);
    latest.current = { ...latest.current, drafts: next };
    setDrafts(next);
  };

  const send = async (id: string, confirmed = false): Promise<void> => {
    const record = latest.current.records.get(id);
    const draft = latest.current.drafts.get(id);
    if (record === undefined || draft === undefined || draft.sent || writing.current.has(id)) return;
    const check = checkTimes(draft.times, t);
    if (!check.ok) {
      toast.show({ message: t('calendar.notChanged', { problem: check.message }), tone: 'error' });
      setDraft(id, null);
      return;
    }
    if (check.long && !confirmed) {
      setAsking({ id, times: draft.times });
      return;
    }
    const changes = timeChanges(timesOf(record), draft.times);
    if (Object.keys(changes).length === 0) {
      setDraft(id, null);
      return;
    }
    writing.current.set(id, record.version);
    setDraft(id, { times: draft.times, sent: true });
    try {
      const outcome = await bridge.invoke('timerecords:update', { id, version: record.version, changes });
      if (outcome.state === 'refused') {
        writing.current.delete(id);
        setDraft(id, null);
        toast.show({
          message: t('calendar.notSavedBecause', { reason: outcome.refusal.message }),
          tone: 'error',
        });
      } else if (outcome.state === 'queued') {
        // The outbox shows the new times on the record until it is sent; nothing to wait for here.
        writing.current.delete(id);
        toast.show({ message: renderMessage(t, outcome.message) });
      }
    } catch (error) {
      writing.current.delete(id);
      setDraft(id, null);
      toast.show({
        message: error instanceof Error ? error.message : t('calendar.notSaved'),
        tone: 'error',
      });
    }
  };

  // Each read of the records settles what was waiting for it.
  useEffect(() => {
    latest.current = { ...latest.current, records };
    for (const [id, draft] of latest.current.drafts) {
      const record = records.get(id);
      if (record === undefined) continue;
      const sentVersion = writing.current.get(id);
      if (sentVersion !== undefined) {
        if (record.version === sentVersion) continue;
        writing.current.delete(id);
        // Back with its new version: done, or a change made meanwhile goes out now.
        if (draft.sent) setDraft(id, null);
        else if (!timers.current.has(id)) void send(id);
      } else if (draft.sent && sameTimes(draft.times, timesOf(record))) {
        // Queued: the outbox's preview now shows the same times.
        setDraft(id, null);
      }
    }
  });

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);

  const flush = (id: string): void => {
    const timer = timers.current.get(id);
    if (timer === undefined) return;
    window.clearTimeout(timer);
    timers.current.delete(id);
    void send(id);
  };

  return {
    /** The times to show for a record changed here and not yet read back. */
    timesFor: (record: TimeRecordView): RecordTimes => drafts.get(record.id)?.times ?? timesOf(record),
    /** New times for a record: `now` for a drop, `soon` for keys (saved when they rest). */
    change: (record: TimeRecordView, times: RecordTimes, when: 'now' | 'soon'): void => {
      setDraft(record.id, { times, sent: false });
      const timer = timers.current.get(record.id);
      if (timer !== undefined) window.clearTimeout(timer);
      timers.current.delete(record.id);
      if (when === 'now') {
        void send(record.id);
      } else {
        timers.current.set(
          record.id,
          window.setTimeout(() => {
            timers.current.delete(record.id);
            void send(record.id);
          }, keyPauseMs),
        );
      }
    },
    /** Sends a change the keys made at once (the block lost focus). */
    flush,
    /** A change longer than a day, waiting for the person's answer. */
    asking,
    answerLong: (save: boolean): void => {
      const question = asking;
      setAsking(null);
      if (question === null) return;
      if (save) void send(question.id, true);
      else setDraft(question.id, null);
    },
  };
}
