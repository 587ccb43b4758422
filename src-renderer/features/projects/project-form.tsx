import { useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import type { ProjectCreate, ProjectDetail } from '../../../src-shared/domain/project.ts';
import type { Translate } from '../../../src-shared/i18n/translator.ts';
import { useFormatting } from '../../i18n/format-locale.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { fieldErrorsOf, type FieldWording } from '../../ui/field-errors.ts';
import { RefusedWriteView } from '../outbox/refused-write-view.tsx';
import { useWriteOutcome } from '../outbox/use-write-outcome.ts';

const hour = 3_600_000;
/** The largest time budget the service keeps. */
const maxBudgetHours = 100_000;

/** The largest code the service keeps. */
const maxCodeLength = 20;

type ProjectField = 'name' | 'code' | 'note' | 'clientId' | 'timeBudgetMs' | 'priceBudget';

/** How main's refusal of a project's fields is worded next to the form's fields. */
function projectWording(t: Translate, locale: string): Readonly<Record<ProjectField, FieldWording>> {
  const number = new Intl.NumberFormat(locale);
  return {
    name: { subject: t('projects.form.subject.name') },
    code: { subject: t('projects.form.subject.code') },
    note: { subject: t('projects.form.subject.note') },
    clientId: { subject: t('projects.form.subject.client') },
    timeBudgetMs: {
      subject: t('projects.form.subject.timeBudget'),
      limit: (ms) => t('projects.form.hoursLimit', { hours: ms / hour }),
    },
    priceBudget: {
      subject: t('projects.form.subject.moneyBudget'),
      limit: (amount) => number.format(amount),
    },
  };
}

/**
 * A budget as the person would type it: every digit (so saving unchanged sends no change), no
 * grouping, and their decimal mark (numberOrNull reads either mark back).
 */
function budgetText(value: number, locale: string): string {
  const mark =
    new Intl.NumberFormat(locale).formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return String(value).replace('.', mark);
}

function numberOrNull(text: string): number | null | 'bad' {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : 'bad';
}

/** Create a project, or edit one (only the fields changed are sent, with the version read). */
export function ProjectForm({
  project,
  onClose,
  onCreated,
}: {
  project: ProjectDetail | null;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const bridge = useBridge();
  const { t, locale } = useFormatting();
  const clients = useQuery({
    queryKey: ['clients'],
    queryFn: () => bridge.invoke('projects:clients'),
    staleTime: 5 * 60_000,
  });
  const [name, setName] = useState(project?.name ?? '');
  const [code, setCode] = useState(project?.code ?? '');
  const [clientId, setClientId] = useState(project?.client?.id ?? '');
  const [billable, setBillable] = useState(project?.billable ?? true);
  const [active, setActive] = useState(project?.active ?? true);
  const [budgetHours, setBudgetHours] = useState(
    project?.timeBudgetMs == null ? '' : budgetText(project.timeBudgetMs / hour, locale),
  );
  const [priceBudget, setPriceBudget] = useState(
    project?.priceBudget == null ? '' : budgetText(project.priceBudget, locale),
  );
  const [note, setNote] = useState(project?.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  /** A sentence per field, shown next to it until the field changes. */
  const [marks, setMarks] = useState<Readonly<Partial<Record<ProjectField, string>>>>({});
  const { refused, settle, clear } = useWriteOutcome();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const hours = numberOrNull(budgetHours);
    const money = numberOrNull(priceBudget);
    const found: Partial<Record<ProjectField, string>> = {};
    if (name.trim() === '') found.name = t('projects.form.nameMissing');
    if (code.trim().length > maxCodeLength)
      found.code = t('projects.form.codeTooLong', { max: maxCodeLength });
    if (hours === 'bad') found.timeBudgetMs = t('projects.form.hoursBad');
    else if (hours !== null && hours > maxBudgetHours) {
      found.timeBudgetMs = t('projects.form.hoursTooMany', { max: maxBudgetHours });
    }
    if (money === 'bad') found.priceBudget = t('projects.form.moneyBad');
    setMarks(found);
    if (Object.keys(found).length > 0 || hours === 'bad' || money === 'bad') {
      setProblem(null);
      return;
    }
    const fields: ProjectCreate = {
      name: name.trim(),
      code: code.trim() === '' ? null : code.trim(),
      note: note.trim() === '' ? null : note,
      clientId: clientId === '' ? null : clientId,
      billable,
      active,
      timeBudgetMs: hours === null ? null : Math.round(hours * hour),
      priceBudget: money,
    };
    setProblem(null);
    setBusy(true);
    try {
      if (project === null) {
        const outcome = await bridge.invoke('projects:create', fields);
        if (settle(outcome, t('projects.form.created', { name: fields.name }))) {
          onCreated?.(outcome.id);
          onClose();
        }
      } else {
        const before: ProjectCreate = {
          name: project.name,
          code: project.code,
          note: project.note,
          clientId: project.client?.id ?? null,
          billable: project.billable,
          active: project.active,
          timeBudgetMs: project.timeBudgetMs,
          priceBudget: project.priceBudget,
        };
        const changes = Object.fromEntries(
          (Object.keys(fields) as (keyof ProjectCreate)[])
            .filter((key) => fields[key] !== before[key])
            .map((key) => [key, fields[key]]),
        );
        if (Object.keys(changes).length === 0) return onClose();
        const outcome = await bridge.invoke('projects:update', {
          id: project.id,
          version: project.version,
          changes,
        });
        if (settle(outcome, t('projects.form.saved'))) onClose();
      }
    } catch (error) {
      const refusal = fieldErrorsOf(error, projectWording(t, locale), t('projects.form.notSaved'), {
        t,
        locale,
      });
      setMarks(refusal.fields);
      setProblem(refusal.form);
    } finally {
      setBusy(false);
    }
  };

  const mark = (field: ProjectField, id: string) => {
    const message = marks[field];
    return {
      props: {
        'aria-invalid': message !== undefined,
        'aria-describedby': message === undefined ? undefined : `${id}-error`,
      },
      note:
        message === undefined ? null : (
          <span id={`${id}-error`} className="action-error hint">
            {message}
          </span>
        ),
    };
  };
  /** A change to a field takes its mark away: the person is fixing it. */
  const edited =
    (field: ProjectField, set: (value: string) => void) =>
    (event: { target: { value: string } }): void => {
      if (marks[field] !== undefined) setMarks({ ...marks, [field]: undefined });
      set(event.target.value);
    };
  const nameMark = mark('name', 'project-name');
  const codeMark = mark('code', 'project-code');
  const clientMark = mark('clientId', 'project-client');
  const hoursMark = mark('timeBudgetMs', 'project-hours');
  const moneyMark = mark('priceBudget', 'project-money');
  const noteMark = mark('note', 'project-note');

  const title =
    project === null ? t('projects.form.newTitle') : t('projects.form.editTitle', { name: project.name });
  return (
    <Dialog title={title} onClose={onClose}>
      {refused !== null ? (
        <RefusedWriteView refused={refused} onClose={onClose} onChangeValues={clear} />
      ) : (
        <form className="stack" aria-label={title} onSubmit={(event) => void submit(event)}>
          <div className="field">
            <label htmlFor="project-name">{t('projects.form.name')}</label>
            <input
              id="project-name"
              required
              maxLength={200}
              data-autofocus
              value={name}
              {...nameMark.props}
              onChange={edited('name', setName)}
            />
            {nameMark.note}
          </div>
          <div className="field">
            <label htmlFor="project-code">{t('projects.form.code')}</label>
            <input
              id="project-code"
              maxLength={maxCodeLength}
              value={code}
              {...codeMark.props}
              onChange={edited('code', setCode)}
            />
            {codeMark.note}
          </div>
          <div className="field">
            <label htmlFor="project-client">{t('projects.form.client')}</label>
            <select
              id="project-client"
              value={clientId}
              {...clientMark.props}
              onChange={edited('clientId', setClientId)}
            >
              <option value="">{t('projects.form.noClient')}</option>
              {(clients.data ?? []).map((client) => (
                <option key={client.id} value={client.id}>
                  {client.name}
                </option>
              ))}
            </select>
            {clientMark.note}
          </div>
          <label className="check">
            <input type="checkbox" checked={billable} onChange={(e) => setBillable(e.target.checked)} />
            {t('projects.form.billable')}
          </label>
          <label className="check">
            <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
            {t('projects.form.active')}
          </label>
          <div className="row">
            <div className="field">
              <label htmlFor="project-hours">{t('projects.form.timeBudget')}</label>
              <input
                id="project-hours"
                inputMode="decimal"
                value={budgetHours}
                {...hoursMark.props}
                onChange={edited('timeBudgetMs', setBudgetHours)}
              />
              {hoursMark.note}
            </div>
            <div className="field">
              <label htmlFor="project-money">{t('projects.form.moneyBudget')}</label>
              <input
                id="project-money"
                inputMode="decimal"
                value={priceBudget}
                {...moneyMark.props}
                onChange={edited('priceBudget', setPriceBudget)}
              />
              {moneyMark.note}
            </div>
          </div>
          <div className="field">
            <label htmlFor="project-note">{t('projects.form.note')}</label>
            <textarea
              id="project-note"
              rows={3}
              maxLength={5000}
              value={note}
              {...noteMark.props}
              onChange={edited('note', setNote)}
            />
            {noteMark.note}
          </div>
          {problem !== null && (
            <p className="action-error" role="alert">
              {problem}
            </p>
          )}
          <div className="row">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t(
                busy
                  ? 'projects.form.saving'
                  : project === null
                    ? 'projects.form.create'
                    : 'projects.form.save',
              )}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('projects.form.cancel')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
