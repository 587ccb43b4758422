import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { acme, globex, sessionState, signedIn } from '../../../src-shared/testing/session-state.ts';
import { AccountSettings } from './account-settings.tsx';

afterEach(cleanup);

function setup(state: SessionState) {
  const bridge = new FakeBridge().handle('session:get', () => state);
  const view = renderWithBridge(<AccountSettings />, bridge);
  return { bridge, ...view };
}

describe('AccountSettings, signed out', () => {
  it('offers to create an account on the first use of this computer, opening the sign-up page', async () => {
    const { bridge } = setup(sessionState({ suggestSignUp: true }));
    bridge.handle('session:sign-in', () => signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Create your account' }));
    await waitFor(() => expect(bridge.callsTo('session:sign-in')).toEqual([{ screenHint: 'sign-up' }]));
    expect(await screen.findByTestId('signed-in-as')).toHaveProperty(
      'textContent',
      'Signed in as Alice Smith (alice@example.com) with your browser.',
    );
  });

  it('signs in through the browser later on, and shows the demo account when it is the demo', async () => {
    const { bridge } = setup(
      sessionState({
        connection: { kind: 'this-computer', label: 'This computer', demo: true, server: null },
      }),
    );
    bridge.handle('session:sign-in', () => signedIn());
    const button = await screen.findByRole('button', { name: 'Sign in with your browser' });
    expect(screen.getByText('alice@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create your account' })).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(bridge.callsTo('session:sign-in')).toEqual([{}]));
  });

  it('waits for the browser and can cancel', async () => {
    const { bridge } = setup(sessionState({ status: 'signing-in' }));
    bridge.handle('session:cancel-sign-in', () => sessionState());
    expect(await screen.findByText(/Finish signing in in the browser/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel sign-in' }));
    await waitFor(() => expect(bridge.callsTo('session:cancel-sign-in')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Sign in with your browser' })).toBeTruthy();
  });

  it('shows a problem with its next step', async () => {
    setup(
      sessionState({
        problem: {
          code: 'email-not-verified',
          message: { id: 'sessionProblem.emailNotVerified.message' },
          nextStep: { id: 'sessionProblem.emailNotVerified.nextStep' },
          detail: null,
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your e-mail address is not verified yet.');
    expect(alert.textContent).toContain(
      'Open the verification message the service sent to your inbox, confirm your address, then sign in again.',
    );
  });

  it('signs in with an API key, and forgets the typed key either way', async () => {
    const { bridge } = setup(sessionState());
    bridge.fail(
      'session:sign-in-with-api-key',
      'api-key-rejected',
      'The service did not accept this API key.',
    );
    fireEvent.click(await screen.findByText('Use an API key instead'));
    const input = screen.getByLabelText<HTMLInputElement>('API key');
    expect(input.type).toBe('password');
    fireEvent.change(input, { target: { value: '  sk_live_1  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with API key' }));
    await waitFor(() =>
      expect(bridge.callsTo('session:sign-in-with-api-key')).toEqual([{ apiKey: 'sk_live_1' }]),
    );
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('says when no keychain keeps the sign-in', async () => {
    setup(sessionState({ secretsPersistent: false }));
    expect((await screen.findByRole('note')).textContent).toMatch(/only until it quits/);
  });
});

describe('AccountSettings, signed in', () => {
  it('shows the account and organization, and switches organization by id', async () => {
    const { bridge } = setup(signedIn());
    bridge.handle('org:switch', () => signedIn({ organization: globex }));
    const select = await screen.findByLabelText<HTMLSelectElement>('Organization');
    expect(select.value).toBe(acme.id);
    expect([...select.options].map((o) => o.text)).toEqual(['Acme Studio', 'Globex Labs']);
    fireEvent.change(select, { target: { value: globex.id } });
    await waitFor(() => expect(bridge.callsTo('org:switch')).toEqual([{ organizationId: globex.id }]));
    await waitFor(() => expect(select.value).toBe(globex.id));
  });

  it('does not offer a switch with an API key, and says why', async () => {
    setup(signedIn({ credential: 'api-key' }));
    const select = await screen.findByLabelText<HTMLSelectElement>('Organization');
    expect(select.disabled).toBe(true);
    expect(screen.getByText(/An API key works in one organization/)).toBeTruthy();
  });

  it('signs out', async () => {
    const { bridge } = setup(signedIn());
    bridge.handle('session:sign-out', () => sessionState());
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in with your browser' })).toBeTruthy();
  });

  it('asks for the v1 password once and does not keep it in the page', async () => {
    const { bridge } = setup(signedIn());
    bridge.handle('session:connect-v1', () =>
      signedIn({ v1: { state: 'connected', account: 'acme', needsPassword: false, problem: null } }),
    );
    const input = await screen.findByLabelText<HTMLInputElement>('Password');
    fireEvent.change(input, { target: { value: 'alice-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect time tracking' }));
    await waitFor(() =>
      expect(bridge.callsTo('session:connect-v1')).toEqual([
        { method: 'password', password: 'alice-password' },
      ]),
    );
    expect((await screen.findByTestId('v1-status')).textContent).toMatch(/connected \(account acme\)/);
    expect(document.body.innerHTML).not.toContain('alice-password');
  });

  it('does not ask for a password while this device logs in with its key', async () => {
    setup(signedIn({ v1: { state: 'connecting', account: null, needsPassword: false, problem: null } }));
    expect((await screen.findByTestId('v1-status')).textContent).toBe('Connecting time tracking…');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('can connect v1 with a secret key instead', async () => {
    const { bridge } = setup(signedIn());
    bridge.handle('session:connect-v1', () => signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'I have a secret key' }));
    fireEvent.change(screen.getByLabelText('Secret key'), { target: { value: 'key-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect time tracking' }));
    await waitFor(() =>
      expect(bridge.callsTo('session:connect-v1')).toEqual([{ method: 'secret-key', secretKey: 'key-1' }]),
    );
  });

  it('follows session:changed events', async () => {
    const { bridge } = setup(signedIn());
    await screen.findByTestId('signed-in-as');
    act(() =>
      bridge.emit(
        'session:changed',
        sessionState({
          problem: {
            code: 'sign-in-expired',
            message: { id: 'sessionProblem.signInExpired.message' },
            nextStep: { id: 'sessionProblem.signInExpired.nextStep' },
            detail: null,
          },
        }),
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Your sign-in has ended, perhaps');
  });
});

describe('AccountSettings, connection', () => {
  it('uses a server and shows why an address is refused', async () => {
    const { bridge } = setup(sessionState());
    bridge.fail('connection:set', 'invalid-connection', 'The server address must use https://.');
    fireEvent.click(await screen.findByLabelText(/A server/));
    fireEvent.change(screen.getByLabelText('Server address'), {
      target: { value: 'http://stint.example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use this connection' }));
    await waitFor(() =>
      expect(bridge.callsTo('connection:set')).toEqual([
        { kind: 'server', serviceUrl: 'http://stint.example.com' },
      ]),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('The server address must use https://.');
  });

  it('switches back to this computer', async () => {
    const server = {
      serviceUrl: 'https://stint.example.com',
      graphUrl: 'https://stint.example.com',
      authUrl: 'https://stint.example.com/auth',
      clientId: 'stint-desktop',
      provider: 'authkit',
      v1PublicUrl: 'https://stint.example.com',
      v1ApplicationKey: 'k',
    };
    const { bridge } = setup(
      sessionState({ connection: { kind: 'server', label: 'stint.example.com', demo: false, server } }),
    );
    bridge.handle('connection:set', () => sessionState());
    expect((await screen.findByTestId('connection-current')).textContent).toContain('stint.example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Server address').value).toBe('https://stint.example.com');
    fireEvent.click(screen.getByLabelText(/This computer/));
    fireEvent.click(screen.getByRole('button', { name: 'Use this connection' }));
    await waitFor(() => expect(bridge.callsTo('connection:set')).toEqual([{ kind: 'this-computer' }]));
  });
});
