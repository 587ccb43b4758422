import type { SessionProblem } from '../domain/session.ts';
import type { Message } from '../i18n/catalog.ts';
import { english, renderMessage } from '../i18n/translator.ts';

/** A message main sent, as an English-speaking person reads it: tests keep asserting the wording. */
export function inEnglish(message: Message | null | undefined): string | null {
  return message == null ? null : renderMessage(english.t, message);
}

/** A session problem's two sentences in English, the detail after what happened. */
export function problemInEnglish(
  problem: SessionProblem | null | undefined,
): { message: string; nextStep: string } | null {
  if (problem == null) return null;
  return {
    message: renderMessage(
      english.t,
      problem.detail === null
        ? problem.message
        : { id: 'sessionProblem.withDetail', values: { message: problem.message, detail: problem.detail } },
    ),
    nextStep: renderMessage(english.t, problem.nextStep),
  };
}
