import { describe, expect, it } from 'vitest';
import type { Message } from '../../../src-shared/i18n/catalog.ts';
import { de } from '../../../src-shared/i18n/messages-de.ts';
import { createTranslator, english, renderMessage } from '../../../src-shared/i18n/translator.ts';
import { V1Error, V1UnavailableError } from '../v1/v1-errors.ts';
import type { V1ErrorBody } from '../../../src-shared/wire/v1-error.ts';
import { classifyWriteFailure, refusalOf } from './write-errors.ts';

const german = createTranslator('de', de);

function v1Error(status: number, body: Omit<V1ErrorBody, 'status'>): V1Error {
  return new V1Error(status, { status, ...body });
}

describe('refusalOf', () => {
  it('answers a message id, the service description kept as its own words', () => {
    const refusal = refusalOf(
      v1Error(403, {
        code: 'PE01-1008',
        message: 'Forbidden',
        description: 'Read-only members cannot write',
      }),
    );
    expect(refusal.message).toEqual({
      id: 'outbox.refusal.forbidden',
      values: { detail: ' Read-only members cannot write.' },
    });
    expect(renderMessage(english.t, refusal.message)).toBe(
      'The service did not allow this change: your access to this organization does not permit it. Read-only members cannot write.',
    );
    expect(renderMessage(german.t, refusal.message)).toBe(
      'Der Dienst hat diese Änderung nicht erlaubt: Ihr Zugang zu dieser Organisation lässt sie nicht zu. Read-only members cannot write.',
    );
  });

  it('lists the violations, saying the parts the service left out in the language shown', () => {
    const refusal = refusalOf(
      v1Error(400, {
        code: 'PE01-1104',
        message: 'Invalid',
        constraintViolations: [{ field: 'name', message: 'may not be null' }, { field: 'start' }, {}],
      }),
    );
    expect(renderMessage(english.t, refusal.message)).toBe(
      'The service refused the values: name may not be null; start is not valid; a field is not valid.',
    );
    expect(renderMessage(german.t, refusal.message)).toBe(
      'Der Dienst hat die Werte abgelehnt: name may not be null; start ist nicht gültig; ein Feld ist nicht gültig.',
    );
  });

  it('names the HTTP status when the service gave no reason', () => {
    const refusal = refusalOf(new V1Error(418, null));
    expect(refusal.message).toEqual({
      id: 'outbox.refusal.other',
      values: { reason: { id: 'outbox.refusal.httpStatus', values: { status: '418' } }, detail: '' },
    });
    expect(renderMessage(english.t, refusal.message)).toBe('The service refused this change (HTTP 418).');
  });
});

describe('classifyWriteFailure', () => {
  it('says why a write waits as a message id', () => {
    const failure = classifyWriteFailure(new V1UnavailableError('down', 503, null));
    expect(failure).toMatchObject({ kind: 'transient', message: { id: 'outbox.error.serviceAway' } });
    const other = classifyWriteFailure(new Error('boom'));
    expect(other.kind === 'refused' && (other.refusal.message satisfies Message)).toEqual({
      id: 'outbox.refusal.failed',
    });
  });
});
