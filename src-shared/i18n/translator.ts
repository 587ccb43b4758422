import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { AppLocale, Catalog, Message, MessageId, MessageValues } from './catalog.ts';
import { en } from './messages-en.ts';

export type Translate = (id: MessageId, values?: MessageValues) => string;

const cache = createIntlCache();

/**
 * A FormatJS intl object over one catalog: main's tray, menu and notification text and the
 * renderer's `useI18n().t` both come from it.
 */
export function createTranslator(locale: AppLocale, catalog: Catalog): { intl: IntlShape; t: Translate } {
  const intl = createIntl({ locale, messages: catalog, defaultLocale: 'en' }, cache);
  const t: Translate = (id, values) => intl.formatMessage({ id, defaultMessage: en[id] }, flatten(t, values));
  return { intl, t };
}

/** English, for logs and for Error.message in main (the person sees the rendered id instead). */
export const english = createTranslator('en', en);

export function renderMessage(t: Translate, message: Message): string {
  return t(message.id, message.values);
}

function flatten(
  t: Translate,
  values: MessageValues | undefined,
): Record<string, string | number> | undefined {
  if (values === undefined) return undefined;
  const flat: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    flat[name] = typeof value === 'object' ? t(value.id, value.values) : value;
  }
  return flat;
}
