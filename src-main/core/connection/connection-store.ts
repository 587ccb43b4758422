import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ServerConnectionSettings } from '../../../src-shared/domain/session.ts';
import type { SettingsStore } from '../platform/settings-store.ts';

const installationKey = 'connection.installationId';
const currentKey = 'connection.current';
const lastOrganizationKey = 'connection.lastOrganization';
const signedInBeforeKey = 'connection.signedInBefore';
const lastPersonKey = 'connection.lastPerson';

const serverSettingsSchema = z.object({
  serviceUrl: z.string(),
  graphUrl: z.string(),
  authUrl: z.string(),
  clientId: z.string(),
  provider: z.string(),
  v1PublicUrl: z.string(),
  v1ApplicationKey: z.string(),
});

const currentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('this-computer') }),
  z.object({ kind: z.literal('server'), settings: serverSettingsSchema }),
]);
export type SavedConnection = z.infer<typeof currentSchema>;

const rememberedOrganization = z.object({ id: z.string(), authOrganizationId: z.string() });
export type RememberedOrganization = z.infer<typeof rememberedOrganization>;

const organizationMap = z.record(z.string(), rememberedOrganization);

/** Who was last signed in on a connection: the service's user id and a name to show. */
const rememberedPerson = z.object({ id: z.string().min(1), label: z.string() });
export type RememberedPerson = z.infer<typeof rememberedPerson>;
const personMap = z.record(z.string(), rememberedPerson);
const flagMap = z.record(z.string(), z.literal(true));

/**
 * The connection choices kept in settings (nothing secret): which connection is current, the
 * last organization of each connection, and whether this computer's service has been signed in
 * to before. A damaged value reads as absent instead of stopping the app.
 */
export class ConnectionStore {
  readonly #settings: SettingsStore;

  constructor(settings: SettingsStore) {
    this.#settings = settings;
  }

  /** A random id per user-data folder, so two installations never share keychain entries. */
  installationId(): string {
    const existing = z.uuid().safeParse(this.#settings.get(installationKey));
    if (existing.success) return existing.data;
    const id = randomUUID();
    this.#settings.set(installationKey, id);
    return id;
  }

  current(): SavedConnection {
    const parsed = currentSchema.safeParse(this.#settings.get(currentKey));
    return parsed.success ? parsed.data : { kind: 'this-computer' };
  }

  setCurrent(
    connection: { kind: 'this-computer' } | { kind: 'server'; settings: ServerConnectionSettings },
  ): void {
    this.#settings.set(currentKey, connection);
  }

  lastOrganization(connectionId: string): RememberedOrganization | null {
    const parsed = organizationMap.safeParse(this.#settings.get(lastOrganizationKey));
    if (!parsed.success || !Object.hasOwn(parsed.data, connectionId)) return null;
    return parsed.data[connectionId] ?? null;
  }

  rememberOrganization(connectionId: string, organization: RememberedOrganization | null): void {
    const parsed = organizationMap.safeParse(this.#settings.get(lastOrganizationKey));
    const others = Object.entries(parsed.success ? parsed.data : {}).filter(([id]) => id !== connectionId);
    const entries =
      organization === null
        ? others
        : [
            ...others,
            [
              connectionId,
              { id: organization.id, authOrganizationId: organization.authOrganizationId },
            ] as const,
          ];
    this.#settings.set(lastOrganizationKey, Object.fromEntries(entries));
  }

  /** The person whose sign-in the keychain holds for the connection (their writes are the outbox's). */
  lastPerson(connectionId: string): RememberedPerson | null {
    const parsed = personMap.safeParse(this.#settings.get(lastPersonKey));
    if (!parsed.success || !Object.hasOwn(parsed.data, connectionId)) return null;
    return parsed.data[connectionId] ?? null;
  }

  rememberPerson(connectionId: string, person: RememberedPerson): void {
    const known = this.lastPerson(connectionId);
    if (known?.id === person.id && known.label === person.label) return;
    const parsed = personMap.safeParse(this.#settings.get(lastPersonKey));
    this.#settings.set(lastPersonKey, {
      ...(parsed.success ? parsed.data : {}),
      [connectionId]: { id: person.id, label: person.label },
    });
  }

  signedInBefore(connectionId: string): boolean {
    const parsed = flagMap.safeParse(this.#settings.get(signedInBeforeKey));
    return parsed.success && Object.hasOwn(parsed.data, connectionId);
  }

  markSignedIn(connectionId: string): void {
    if (this.signedInBefore(connectionId)) return;
    const parsed = flagMap.safeParse(this.#settings.get(signedInBeforeKey));
    this.#settings.set(signedInBeforeKey, { ...(parsed.success ? parsed.data : {}), [connectionId]: true });
  }
}
