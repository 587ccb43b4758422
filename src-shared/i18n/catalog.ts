import type { MessageId } from './messages-en.ts';

export type { MessageId } from './messages-en.ts';

/** Every language's catalog has exactly the English ids (checked by the type and by a test). */
export type Catalog = Readonly<Record<MessageId, string>>;

/**
 * ICU parameter values: names and numbers as they are, or a message of its own that is rendered
 * first in the same language ("{action} did not work" with action = Loading the report).
 */
export type MessageValues = Readonly<Record<string, string | number | Message>>;

/** A message to be rendered later, in the language of whoever shows it: crosses IPC as data. */
export interface Message {
  readonly id: MessageId;
  readonly values?: MessageValues;
}

export const appLocales = ['en', 'de'] as const;
export type AppLocale = (typeof appLocales)[number];

/** The Language setting: follow the system, or one of the languages Stint ships. */
export type LanguagePreference = 'system' | AppLocale;

// FormatJS checks ids against the English catalog: intl.formatMessage({ id: 'missing.id' }) fails
// typecheck.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
