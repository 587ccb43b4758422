import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../storage/sql-database.ts';
import {
  answerInvitation,
  createInvitation,
  invitationMs,
  pendingInvitationsOf,
  type InvitationAnswer,
} from './invitations.ts';
import { addMembership, membershipOf } from './memberships.ts';
import type { Organization } from './organizations.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { organization, person, trash } from './testing/identity-fixtures.ts';
import type { User } from './users.ts';

const open = useEngineDatabases();

interface World {
  readonly db: SqlDatabase;
  readonly acme: Organization;
  readonly owner: User;
  readonly bob: User;
}

async function world(db: SqlDatabase): Promise<World> {
  const owner = await person(db, 'owner@example.com', ['Ann', 'Owner']);
  const bob = await person(db, 'bob@example.com');
  const acme = await organization(db, 'Acme');
  await addMembership(
    db,
    { organizationId: acme.id, userId: owner.id, access: 'FULL', owner: true, materialized: true },
    1000,
  );
  return { db, acme, owner, bob };
}

const invite = (w: World, now: number, access: 'FULL' | 'READ' = 'READ') =>
  createInvitation(
    w.db,
    { organizationId: w.acme.id, userId: w.bob.id, access, invitedByUserId: w.owner.id },
    now,
  );

async function memberships(db: SqlDatabase, organizationId: string, userId: string): Promise<number> {
  const row = await db.get<{ n: number }>(
    'SELECT count(*) AS n FROM memberships WHERE organization_id = ? AND user_id = ?',
    [organizationId, userId],
  );
  return row?.n ?? 0;
}

describe.each(engines)('invitations on %s', (engine) => {
  it('invites once while an invitation is open, and again once it expired', async () => {
    const w = await world((await open(engine)).db);
    const first = await invite(w, 10_000);
    expect(first).toEqual({
      id: expect.any(String),
      organizationId: w.acme.id,
      userId: w.bob.id,
      access: 'READ',
      createdAt: 10_000,
      expiresAt: 10_000 + invitationMs,
    });
    expect(await invite(w, 20_000)).toBeNull();
    const later = 10_000 + invitationMs;
    const second = await invite(w, later, 'FULL');
    expect(second?.id).not.toBe(first?.id);
    const rows = await w.db.all<{ id: string; status: string; answered_at: number | null }>(
      'SELECT id, status, answered_at FROM invitations ORDER BY created_at',
    );
    expect(rows).toEqual([
      { id: first?.id, status: 'declined', answered_at: later },
      { id: second?.id, status: 'pending', answered_at: null },
    ]);
  });

  it('opens one invitation when the same person is invited several times at once', async () => {
    const w = await world((await open(engine)).db);
    await Promise.all(Array.from({ length: 3 }, () => w.db.get('SELECT 1 AS one')));
    const made = await Promise.all([invite(w, 10_000), invite(w, 10_000), invite(w, 10_000)]);
    expect(made.filter((i) => i !== null)).toHaveLength(1);
    expect(await w.db.all('SELECT status FROM invitations')).toEqual([{ status: 'pending' }]);
  });

  it("lists the person's open invitations with the account and who invited, oldest first", async () => {
    const { db } = await open(engine);
    const w = await world(db);
    const globex = await organization(db, 'Globex');
    const nameless = await person(db, 'nameless@example.com');
    const initech = await organization(db, 'Initech');
    await invite(w, 10_000);
    await createInvitation(
      db,
      { organizationId: globex.id, userId: w.bob.id, access: 'FULL', invitedByUserId: nameless.id },
      5_000,
    );
    await createInvitation(
      db,
      { organizationId: initech.id, userId: w.bob.id, access: 'FULL', invitedByUserId: w.owner.id },
      1,
    );
    const pending = await pendingInvitationsOf(db, w.bob.id, 1 + invitationMs);
    expect(pending.map((p) => [p.organizationTitle, p.accountUrl, p.invitedBy, p.access])).toEqual([
      ['Globex', 'globex', 'nameless@example.com', 'FULL'],
      ['Acme', 'acme', 'Ann Owner', 'READ'],
    ]);
    expect(await pendingInvitationsOf(db, w.owner.id, 0)).toEqual([]);
  });

  it('makes the person a member with the invited access on accepting, and only once', async () => {
    const w = await world((await open(engine)).db);
    const invitation = await invite(w, 10_000);
    const input = { invitationId: invitation?.id ?? '', userId: w.bob.id, accept: true };
    const answer = await answerInvitation(w.db, input, 20_000);
    expect(answer).toMatchObject({
      outcome: 'accepted',
      invitation: { id: invitation?.id, invitedBy: 'Ann Owner' },
    });
    expect(await membershipOf(w.db, w.acme.id, w.bob.id)).toMatchObject({
      access: 'READ',
      owner: false,
      materialized: true,
    });
    expect(await answerInvitation(w.db, input, 30_000)).toEqual({ outcome: 'not-found' });
    expect(await answerInvitation(w.db, { ...input, accept: false }, 30_000)).toEqual({
      outcome: 'not-found',
    });
  });

  it('closes a declined invitation without a membership', async () => {
    const w = await world((await open(engine)).db);
    const invitation = await invite(w, 10_000);
    const input = { invitationId: invitation?.id ?? '', userId: w.bob.id, accept: false };
    expect((await answerInvitation(w.db, input, 20_000)).outcome).toBe('declined');
    expect(await membershipOf(w.db, w.acme.id, w.bob.id)).toBeUndefined();
    expect(await answerInvitation(w.db, { ...input, accept: true }, 20_000)).toEqual({
      outcome: 'not-found',
    });
  });

  it("finds no invitation of someone else's, nor an expired one", async () => {
    const w = await world((await open(engine)).db);
    const invitation = await invite(w, 10_000);
    const id = invitation?.id ?? '';
    expect(
      await answerInvitation(w.db, { invitationId: id, userId: w.owner.id, accept: true }, 20_000),
    ).toEqual({
      outcome: 'not-found',
    });
    expect(
      await answerInvitation(
        w.db,
        { invitationId: id, userId: w.bob.id, accept: true },
        10_000 + invitationMs,
      ),
    ).toEqual({ outcome: 'not-found' });
    expect(await membershipOf(w.db, w.acme.id, w.bob.id)).toBeUndefined();
  });

  it('does not bring back a membership that waits in the trash', async () => {
    const w = await world((await open(engine)).db);
    const removed = await addMembership(
      w.db,
      { organizationId: w.acme.id, userId: w.bob.id, access: 'FULL', owner: false, materialized: true },
      1000,
    );
    await trash(w.db, 'memberships', removed.id, w.acme.id);
    const invitation = await invite(w, 10_000);
    const input = { invitationId: invitation?.id ?? '', userId: w.bob.id, accept: true };
    expect(await answerInvitation(w.db, input, 20_000)).toEqual({ outcome: 'not-found' });
    expect(await membershipOf(w.db, w.acme.id, w.bob.id)).toBeUndefined();
    // Still open: the person may decline it.
    expect((await answerInvitation(w.db, { ...input, accept: false }, 20_000)).outcome).toBe('declined');
  });

  it('keeps an existing live membership as it is when accepting', async () => {
    const w = await world((await open(engine)).db);
    await addMembership(
      w.db,
      { organizationId: w.acme.id, userId: w.bob.id, access: 'FULL', owner: false, materialized: false },
      1000,
    );
    const invitation = await invite(w, 10_000);
    const input = { invitationId: invitation?.id ?? '', userId: w.bob.id, accept: true };
    expect((await answerInvitation(w.db, input, 20_000)).outcome).toBe('accepted');
    expect(await membershipOf(w.db, w.acme.id, w.bob.id)).toMatchObject({
      access: 'FULL',
      materialized: false,
    });
  });

  it('lets only one of several answers given at once take effect', async () => {
    const w = await world((await open(engine)).db);
    // Open the pool's connections first, so that the answers really run side by side.
    await Promise.all(Array.from({ length: 4 }, () => w.db.get('SELECT 1 AS one')));
    for (let round = 0; round < 4; round += 1) {
      const invitation = await invite(w, 10_000 + round);
      const id = invitation?.id ?? '';
      const answer = (accept: boolean): Promise<InvitationAnswer> =>
        answerInvitation(w.db, { invitationId: id, userId: w.bob.id, accept }, 20_000);
      const outcomes = await Promise.all([
        answer(round % 2 === 0),
        answer(true),
        answer(false),
        answer(true),
      ]);
      const taken = outcomes.filter((o) => o.outcome !== 'not-found');
      expect(taken).toHaveLength(1);
      const row = await w.db.get<{ status: string }>('SELECT status FROM invitations WHERE id = ?', [id]);
      expect(row?.status).toBe(taken[0]?.outcome);
      const members = await memberships(w.db, w.acme.id, w.bob.id);
      if (taken[0]?.outcome === 'accepted') {
        expect(members).toBe(1);
        // Out again, so that the next round can invite and accept anew.
        await w.db.run('DELETE FROM memberships WHERE organization_id = ? AND user_id = ?', [
          w.acme.id,
          w.bob.id,
        ]);
      } else {
        expect(members).toBe(0);
      }
    }
  });
});
