import { describe, expect, it } from 'vitest';
import { en } from '../../../src-shared/i18n/messages-en.ts';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import { problem, problemError, sessionProblemCodes } from './problems.ts';
import { problemInEnglish } from '../../../src-shared/testing/in-english.ts';

describe('session problems', () => {
  it('has both sentences of every problem in the catalog', () => {
    expect(sessionProblemCodes).toHaveLength(14);
    for (const code of sessionProblemCodes) {
      const error = problemError(problem(code));
      const values = error.values as Record<string, { id: string }>;
      expect(Object.hasOwn(en, values['message']!.id), code).toBe(true);
      expect(Object.hasOwn(en, values['nextStep']!.id), code).toBe(true);
      // The English text is the problem's two sentences, as before.
      const value = problemInEnglish(problem(code));
      expect(error.message).toBe(`${value?.message} ${value?.nextStep}`);
    }
  });

  it('crosses IPC as ids, so the person reads it in German, the detail included', () => {
    const error = problemError(problem('sign-in-denied', { id: 'sessionProblem.detail.codeRefused' }));
    expect(error.messageId).toBe('error.sessionProblem');
    expect(error.code).toBe('sign-in-denied');
    expect(mainTranslator('de')(error.messageId, error.values)).toBe(
      'Der Anmeldedienst hat Sie nicht angemeldet. Der Anmeldecode wurde abgelehnt; er ist vielleicht abgelaufen. Versuchen Sie es erneut. Wenn es weiter fehlschlägt, prüfen Sie Ihr Konto auf der Anmeldeseite.',
    );
    expect(error.message).toBe(
      'The sign-in service did not sign you in. The sign-in code was refused; it may have expired. Try again. If it keeps failing, check your account on the sign-in page.',
    );
  });

  it('goes into the session state as ids, the detail as its own message', () => {
    expect(
      problem('sign-in-denied', { id: 'sessionProblem.detail.serviceSaid', values: { text: 'nope' } }),
    ).toEqual({
      code: 'sign-in-denied',
      message: { id: 'sessionProblem.signInDenied.message' },
      nextStep: { id: 'sessionProblem.signInDenied.nextStep' },
      detail: { id: 'sessionProblem.detail.serviceSaid', values: { text: 'nope' } },
    });
    expect(problem('sign-in-cancelled').detail).toBeNull();
  });

  it('keeps the detail of a copied problem (a session state that crossed IPC)', () => {
    const copy = {
      ...problem('sign-in-denied', { id: 'sessionProblem.detail.serviceSaid', values: { text: 'nope' } }),
    };
    expect(problemError(copy).message).toBe(
      'The sign-in service did not sign you in. The service said: nope Try again. If it keeps failing, check your account on the sign-in page.',
    );
  });
});
