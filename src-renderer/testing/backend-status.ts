import type { BackendStatus } from '../../src-shared/domain/backend-status.ts';

/** Test support: a remote service in the given state, as `backend:get-status` answers it. */
export function remoteBackend(state: BackendStatus['state']): BackendStatus {
  return {
    kind: 'remote',
    state,
    url: 'https://time.example.com',
    serviceVersion: null,
    problem: null,
    checkedAt: Date.now(),
  };
}
