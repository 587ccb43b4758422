import { useId, useState, type SyntheticEvent } from 'react';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import type { MessageId } from '../../../src-shared/i18n/catalog.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { ActionError } from './problem-box.tsx';
import { richMessage } from './rich-message.tsx';
import { useSessionAction } from './use-session.ts';

const advancedFields = [
  ['graphUrl', 'account.graphUrl'],
  ['authUrl', 'account.authUrl'],
  ['clientId', 'account.clientId'],
  ['provider', 'account.provider'],
  ['v1PublicUrl', 'account.v1PublicUrl'],
  ['v1ApplicationKey', 'account.v1ApplicationKey'],
] as const satisfies readonly (readonly [string, MessageId])[];

type AdvancedField = (typeof advancedFields)[number][0];

/** Where the data lives: the service on this computer, or a server the person names. */
export function ConnectionPanel({ state }: { state: SessionState }) {
  const { t } = useI18n();
  const id = useId();
  const current = state.connection;
  const [kind, setKind] = useState(current.kind);
  const [serviceUrl, setServiceUrl] = useState(current.server?.serviceUrl ?? '');
  const [advanced, setAdvanced] = useState<Partial<Record<AdvancedField, string>>>({});
  const use = useSessionAction('connection:set');

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (kind === 'this-computer') {
      use.mutate({ kind: 'this-computer' });
      return;
    }
    const extra = Object.fromEntries(Object.entries(advanced).filter(([, value]) => value.trim() !== ''));
    use.mutate({ kind: 'server', serviceUrl, ...extra });
  };

  return (
    <form className="stack" onSubmit={submit} aria-label={t('account.connectionHeading')}>
      <p data-testid="connection-current">
        {richMessage(
          t,
          'account.nowUsing',
          { demo: current.demo ? 'yes' : 'no' },
          {
            where: (
              <strong>{current.kind === 'this-computer' ? t('account.thisComputer') : current.label}</strong>
            ),
          },
        )}
      </p>
      <fieldset className="choice">
        <legend>{t('account.whereDataLives')}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'this-computer'}
            onChange={() => setKind('this-computer')}
          />{' '}
          {t('account.thisComputer')}
          <span className="muted"> — {t('account.thisComputerHint')}</span>
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'server'}
            onChange={() => setKind('server')}
          />{' '}
          {t('account.aServer')}
          <span className="muted"> — {t('account.aServerHint')}</span>
        </label>
      </fieldset>
      {kind === 'server' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-url`}>{t('account.serverAddress')}</label>
            <input
              id={`${id}-url`}
              type="url"
              placeholder={t('account.serverAddressExample')}
              value={serviceUrl}
              onChange={(event) => setServiceUrl(event.target.value)}
            />
          </div>
          <details className="disclosure">
            <summary>{t('account.advanced')}</summary>
            <p className="muted">{t('account.advancedHelp')}</p>
            {advancedFields.map(([field, label]) => (
              <div className="field" key={field}>
                <label htmlFor={`${id}-${field}`}>{t(label)}</label>
                <input
                  id={`${id}-${field}`}
                  value={advanced[field] ?? ''}
                  onChange={(event) => setAdvanced({ ...advanced, [field]: event.target.value })}
                />
              </div>
            ))}
          </details>
        </>
      )}
      <div>
        <button
          type="submit"
          className="button"
          disabled={use.isPending || (kind === 'server' && serviceUrl.trim() === '')}
        >
          {use.isPending ? t('account.connecting') : t('account.useConnection')}
        </button>
      </div>
      <p className="muted">{t('account.connectionHelp')}</p>
      <ActionError error={use.error} />
    </form>
  );
}
