import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HeldWriteGroup } from '../../../src-shared/domain/outbox.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { HeldWritesNotice } from './held-writes-notice.tsx';

afterEach(cleanup);

const alice: HeldWriteGroup = {
  connection: 'this-computer:1',
  connectionLabel: 'This computer',
  person: 'u-alice',
  ownerLabel: 'Alice Andersen',
  count: 3,
};

describe('HeldWritesNotice', () => {
  it('says whose changes wait, and discards them only after the person confirms', async () => {
    let held: readonly HeldWriteGroup[] = [alice];
    const bridge = new FakeBridge()
      .handle('outbox:held', () => held)
      .handle('outbox:discard-held', () => {
        held = [];
        return held;
      });
    renderWithBridge(<HeldWritesNotice />, bridge);
    const sentence = await screen.findByText('3 changes of Alice Andersen wait for them to sign in again.');
    const notice = screen.getByRole('region', { name: 'Changes of other people' });
    expect(notice.contains(sentence)).toBe(true);
    const discard = within(notice).getByRole('button', { name: 'Discard them' });
    expect(discard.getAttribute('aria-describedby')).not.toBeNull();

    // Cancel (the focused choice) keeps them.
    fireEvent.click(discard);
    let dialog = await screen.findByRole('alertdialog', { name: 'Discard the changes of Alice Andersen?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bridge.callsTo('outbox:discard-held')).toEqual([]);

    fireEvent.click(discard);
    dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('These 3 changes never reach the service. This cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(bridge.callsTo('outbox:discard-held')).toEqual([
        { connection: 'this-computer:1', person: 'u-alice' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Changes of other people' })).toBeNull());
  });

  it('shows nothing while no one else has changes waiting, and appears when the outbox changes', async () => {
    let held: readonly HeldWriteGroup[] = [];
    const bridge = new FakeBridge().handle('outbox:held', () => held);
    renderWithBridge(<HeldWritesNotice />, bridge);
    await waitFor(() => expect(bridge.callsTo('outbox:held')).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
    held = [{ ...alice, count: 1 }];
    bridge.emit('outbox:changed', { online: true, pending: 0, refused: 0, elsewhere: 0, entries: [] });
    expect(
      await screen.findByText('1 change of Alice Andersen waits for them to sign in again.'),
    ).toBeTruthy();
  });
});
