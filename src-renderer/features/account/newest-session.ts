import type { SessionState } from '../../../src-shared/domain/session.ts';

/**
 * The newer of the session held and one that just arrived. Answers to actions and pushed
 * changes travel separately; an answer taken before a push may arrive after it, and must not
 * bring back what the push already moved past (a "Connecting time tracking…" that stays).
 */
export function newestSession(held: SessionState | undefined, incoming: SessionState): SessionState {
  return held !== undefined && held.revision > incoming.revision ? held : incoming;
}
