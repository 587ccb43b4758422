import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SessionProblemCode } from '../../../src-shared/domain/session.ts';
import { en } from '../../../src-shared/i18n/messages-en.ts';
import { keyRefusedSentence } from '../v1/v1-session.ts';
import { problem } from './problems.ts';

// The renderer shows these English sentences in the person's language by finding them in the
// catalog (src-renderer/features/account/main-sentence.ts): a sentence changed here alone would
// stay English there.
const catalogued = new Set<string>(
  Object.entries(en)
    .filter(([id]) => /^account\.(problem|retry|v1Problem)\./.test(id))
    .map(([, text]) => text),
);

const codes = [
  'sign-in-expired',
  'no-organization',
  'organization-selection-required',
  'unknown-organization',
  'membership-not-materialized',
  'email-not-verified',
  'credential-rejected',
  'api-key-rejected',
  'sign-in-denied',
  'sign-in-cancelled',
  'sign-in-timed-out',
  'browser-not-opened',
  'service-unreachable',
  'service-error',
] as const satisfies readonly SessionProblemCode[];
// Fails typecheck when a code is added to SessionProblemCode and not here.
const everyCode: Exclude<SessionProblemCode, (typeof codes)[number]> extends never ? true : false = true;

describe('the sentences main writes into the session state', () => {
  it('are all in the catalog, so the renderer can show them in German', () => {
    expect(everyCode).toBe(true);
    for (const code of codes) {
      expect(catalogued).toContain(problem(code).message);
      expect(catalogued).toContain(problem(code).nextStep);
    }
    expect(catalogued).toContain(keyRefusedSentence);
  });

  it('are each still written by main (the catalog keeps no sentence main dropped)', () => {
    const source = ['problems.ts', 'account-session.ts', 'account-service.ts', '../v1/v1-session.ts']
      .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
      .join('\n')
      .replace(/'\s*\+\s*'/g, '');
    for (const text of catalogued) expect(source).toContain(text);
  });
});
