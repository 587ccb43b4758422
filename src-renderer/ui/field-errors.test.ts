import { describe, expect, it } from 'vitest';
import { argumentErrorMessage } from '../../src-shared/ipc/argument-error.ts';
import { de } from '../../src-shared/i18n/messages-de.ts';
import { createTranslator } from '../../src-shared/i18n/translator.ts';
import { IpcError } from '../../src-shared/ipc/result.ts';
import { fieldErrorsOf } from './field-errors.ts';

const wording = {
  name: { subject: 'The name' },
  timeBudgetMs: { subject: 'The time budget', limit: (ms: number) => `${ms / 3_600_000} hours` },
};

function argumentError(issues: unknown[]): IpcError {
  return new IpcError({
    code: 'invalid-argument',
    messageId: 'error.asIs',
    message: argumentErrorMessage,
    detail: { issues },
  });
}

describe('fieldErrorsOf', () => {
  it('words each refused field next to it, with limits in the person’s unit', () => {
    const error = argumentError([
      { path: ['changes', 'timeBudgetMs'], kind: 'too-big', limit: 360_000_000_000, of: 'number' },
      { path: ['name'], kind: 'too-small', limit: 1, of: 'text' },
    ]);
    expect(fieldErrorsOf(error, wording, 'Not saved.')).toEqual({
      fields: {
        timeBudgetMs: 'The time budget is too large; it can be at most 100000 hours.',
        name: 'The name cannot be empty.',
      },
      form: null,
    });
  });

  it('says a field the form does not show is not accepted without the schema’s text', () => {
    const error = argumentError([{ path: ['taskId'], kind: 'wrong-format' }]);
    expect(fieldErrorsOf(error, wording, 'Not saved.')).toEqual({ fields: {}, form: argumentErrorMessage });
    const raw = new IpcError({
      code: 'invalid-argument',
      messageId: 'error.asIs',
      message: 'Invalid argument for projects:create: ✖ Too big: expected int to be <=360000000000',
    });
    expect(fieldErrorsOf(raw, wording, 'Not saved.').form).toBe(argumentErrorMessage);
  });

  it('keeps the sentence main wrote for any other failure', () => {
    const error = new IpcError({
      code: 'unavailable',
      messageId: 'error.asIs',
      message: 'The service is not reachable.',
    });
    expect(fieldErrorsOf(error, wording, 'Not saved.')).toEqual({
      fields: {},
      form: 'The service is not reachable.',
    });
    expect(fieldErrorsOf('odd', wording, 'Not saved.').form).toBe('Not saved.');
  });

  it('words the sentences in the screen’s language, limits in its number format', () => {
    const german = { t: createTranslator('de', de).t, locale: 'de-DE' };
    const error = argumentError([
      { path: ['priceBudget'], kind: 'too-big', limit: 1_000_000, of: 'number' },
      { path: ['name'], kind: 'too-small', limit: 1, of: 'text' },
      { path: ['taskId'], kind: 'wrong-format' },
    ]);
    const subjects = { name: { subject: 'Der Name' }, priceBudget: { subject: 'Das Kostenbudget' } };
    expect(fieldErrorsOf(error, subjects, 'Nicht gespeichert.', german)).toEqual({
      fields: {
        priceBudget: 'Das Kostenbudget ist zu groß (höchstens 1.000.000).',
        name: 'Der Name darf nicht leer sein.',
      },
      form: 'Einige der eingegebenen Werte werden nicht angenommen. Prüfen Sie sie und versuchen Sie es erneut.',
    });
  });
});
