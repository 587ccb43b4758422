import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionState, V1State } from '../../../src-shared/domain/session.ts';
import { sessionState, signedIn } from '../../../src-shared/testing/session-state.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { useSession, useSessionAction } from './use-session.ts';

afterEach(cleanup);

function Probe() {
  const session = useSession();
  const signIn = useSessionAction('session:sign-in');
  return (
    <>
      <output data-testid="v1">{session.data?.v1.state ?? 'nothing yet'}</output>
      <button type="button" onClick={() => signIn.mutate(undefined)}>
        Sign in
      </button>
      <output data-testid="answered">{signIn.isSuccess ? 'answered' : 'waiting'}</output>
    </>
  );
}

function withV1(state: V1State, revision: number): SessionState {
  return signedIn({ v1: { state, account: 'acme', needsPassword: false, problem: null }, revision });
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useSession', () => {
  it('keeps a pushed state when the older answer of the sign-in arrives after it', async () => {
    const answer = deferred<SessionState>();
    const bridge = new FakeBridge()
      .handle('session:get', () => sessionState({ status: 'signing-in', revision: 1 }))
      .handle('session:sign-in', () => answer.promise);
    renderWithBridge(<Probe />, bridge);
    await waitFor(() => expect(screen.getByTestId('v1').textContent).toBe('not-connected'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(bridge.callsTo('session:sign-in')).toHaveLength(1));
    act(() => bridge.emit('session:changed', withV1('connected', 7)));
    await waitFor(() => expect(screen.getByTestId('v1').textContent).toBe('connected'));
    // Taken in main before the push above (time tracking was still connecting then).
    await act(() => {
      answer.resolve(withV1('connecting', 5));
      return answer.promise;
    });
    await waitFor(() => expect(screen.getByTestId('answered').textContent).toBe('answered'));
    expect(screen.getByTestId('v1').textContent).toBe('connected');
  });

  it('takes an answer that is newer than the last push', async () => {
    const bridge = new FakeBridge()
      .handle('session:get', () => withV1('connecting', 1))
      .handle('session:sign-in', () => withV1('connected', 4));
    renderWithBridge(<Probe />, bridge);
    await waitFor(() => expect(screen.getByTestId('v1').textContent).toBe('connecting'));
    act(() => bridge.emit('session:changed', withV1('connecting', 2)));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('v1').textContent).toBe('connected'));
  });

  it('keeps a push that arrived while the first read was on its way', async () => {
    const read = deferred<SessionState>();
    const bridge = new FakeBridge().handle('session:get', () => read.promise);
    renderWithBridge(<Probe />, bridge);
    await waitFor(() => expect(bridge.callsTo('session:get')).toHaveLength(1));
    act(() => bridge.emit('session:changed', withV1('connected', 9)));
    await waitFor(() => expect(screen.getByTestId('v1').textContent).toBe('connected'));
    await act(() => {
      read.resolve(withV1('connecting', 8));
      return read.promise;
    });
    await waitFor(() => expect(screen.getByTestId('v1').textContent).toBe('connected'));
    // Give react-query every chance to write the late read.
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.getByTestId('v1').textContent).toBe('connected');
  });
});
