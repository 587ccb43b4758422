import type { MembershipAccess, V1State } from '../../../src-shared/domain/session.ts';
import type { StopwatchAvailability } from '../../../src-shared/domain/stopwatch.ts';
import { CoreError } from '../ipc/core-error.ts';
import { ConnectionStore } from '../connection/connection-store.ts';
import type { WriteOwner } from '../outbox/outbox-store.ts';
import type { SettingsStore } from '../platform/settings-store.ts';
import type { AccountService } from '../session/account-service.ts';
import type { V1Client } from '../v1/v1-client.ts';
import type { Message } from '../../../src-shared/i18n/catalog.ts';

/**
 * What the daily loop (stopwatch, time records, projects, outbox) needs of the account layer:
 * where writes belong, whether the person may write, the v1 client of the current organization
 * and the person's v1 user id. Plain functions, so tests can hand in their own.
 */
export interface OrganizationLink {
  /** `<connection>|<organization>` while signed in to an organization, else null. */
  scope(): string | null;
  access(): MembershipAccess | null;
  v1State(): V1State | null;
  /** Why time tracking must be connected again, when the service ended it (a message), else null. */
  v1Problem(): Message | null;
  /** The v1 client, or null while there is no usable v1 sign-in. */
  client(): V1Client | null;
  /**
   * Whose writes go to the outbox now: this connection and the person signed in (while
   * restoring, the person last signed in here, whose sign-in the keychain holds). Null when
   * `scope()` is.
   */
  owner(): WriteOwner | null;
  /** The signed-in person's v1 user id (read once per organization and person). */
  me(): Promise<string>;
  /**
   * Signed in before and restoring now (the service does not answer yet): the remembered
   * organization stands in, so the stopwatch and the outbox keep working offline after a restart.
   */
  restoring(): boolean;
  /** The current organization's id and title, or null. */
  organization(): { readonly id: string; readonly title: string } | null;
  /** Runs `use` with a v1 client of another of the person's organizations (this device's key there). */
  withClientOf<T>(organizationId: string, use: (client: V1Client) => Promise<T>): Promise<T>;
}

export function availabilityOf(link: OrganizationLink): StopwatchAvailability {
  if (link.scope() === null) return 'signed-out';
  if (link.restoring()) return 'ready';
  if (link.access() === 'READ') return 'read-only';
  const v1 = link.v1State();
  // Unavailable means "connected before, the service does not answer now": writes wait in the outbox.
  if (v1 !== 'connected' && v1 !== 'unavailable' && link.client() === null) return 'v1-not-connected';
  return 'ready';
}

/**
 * Where work belongs now: the organization and the person (`<scope>#<person>`), or null. Two
 * people in the same organization have different stopwatches and writes.
 */
export function workplaceOf(link: OrganizationLink): string | null {
  const scope = link.scope();
  return scope === null ? null : `${scope}#${link.owner()?.person ?? ''}`;
}

/** Throws the sentence for the person when the stopwatch or a write cannot be used now. */
export function requireWritable(link: OrganizationLink): void {
  switch (availabilityOf(link)) {
    case 'ready':
      return;
    case 'signed-out':
      throw new CoreError('signed-out', 'error.signInToOrganization');
    case 'read-only':
      throw new CoreError('forbidden', 'error.readOnlyHere');
    case 'v1-not-connected':
      throw notConnected(link);
  }
}

/** Throws unless there is a v1 client to read with right now. */
export function requireClient(link: OrganizationLink): V1Client {
  if (link.scope() === null) {
    throw new CoreError('signed-out', 'error.signInToOrganization');
  }
  const client = link.client();
  if (client !== null) return client;
  if (link.v1State() === 'unavailable' || link.restoring()) {
    throw new CoreError('service-unreachable', 'error.serviceNotAnswering');
  }
  throw notConnected(link);
}

function notConnected(link: OrganizationLink): CoreError {
  const problem = link.v1Problem();
  return problem === null
    ? new CoreError('v1-not-connected', 'error.connectTimeTracking')
    : CoreError.of('v1-not-connected', problem);
}

/** The link over the app's account service. */
export function accountLink(accounts: AccountService, settings: SettingsStore): OrganizationLink {
  const connections = new ConnectionStore(settings);
  let meFor: { key: string; id: Promise<string> } | null = null;
  const remembered = (): string | null => {
    const session = accounts.session;
    const state = session?.state();
    if (session == null || state?.status !== 'starting' || state.credential === null) return null;
    return connections.lastOrganization(session.profile.id)?.id ?? null;
  };
  const link: OrganizationLink = {
    scope() {
      const session = accounts.session;
      if (session === null) return null;
      const state = session.state();
      if (state.status === 'signed-in' && state.organization !== null) {
        return `${session.profile.id}|${state.organization.id}`;
      }
      const last = remembered();
      return last === null ? null : `${session.profile.id}|${last}`;
    },
    restoring() {
      return remembered() !== null;
    },
    owner() {
      const session = accounts.session;
      if (session === null || link.scope() === null) return null;
      const person = link.restoring() ? connections.lastPerson(session.profile.id) : session.person();
      return {
        connection: session.profile.id,
        connectionLabel: session.profile.label,
        person: person?.id ?? null,
        label: person?.label ?? '',
      };
    },
    access() {
      return accounts.session?.state().access ?? null;
    },
    v1State() {
      return accounts.session?.state().v1.state ?? null;
    },
    v1Problem() {
      return accounts.session?.v1Problem() ?? null;
    },
    organization() {
      const organization = accounts.session?.state().organization ?? null;
      return organization === null ? null : { id: organization.id, title: organization.title };
    },
    withClientOf(organizationId, use) {
      return accounts.requireSession().withV1Of(organizationId, use);
    },
    client() {
      try {
        return accounts.session?.v1Client() ?? null;
      } catch {
        return null;
      }
    },
    me() {
      // Per person too: someone else signed in to the same organization is someone else.
      const key = workplaceOf(link);
      if (key === null) return Promise.reject(new CoreError('signed-out', 'error.signInFirst'));
      if (meFor?.key !== key) {
        const client = requireClient(link);
        const id = client
          .get<{ id?: unknown } | undefined>('users/@self', { no_expand: true })
          .then((user) => {
            if (typeof user?.id !== 'string') throw new Error('users/@self answered without an id');
            return user.id;
          });
        meFor = { key, id };
        // A failed read is not remembered: the next caller asks again.
        id.catch(() => {
          if (meFor?.id === id) meFor = null;
        });
      }
      return meFor.id;
    },
  };
  return link;
}
