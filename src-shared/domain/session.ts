import type { Message } from '../i18n/catalog.ts';

/**
 * What the renderer knows about the account: who is signed in, where, in which organization, and
 * what went wrong, as messages it renders in the language shown. It never holds a token, key or
 * password; those stay in main.
 */

/** "This computer" (the embedded service) or "A server" (a deployment the user named). */
export type ConnectionKind = 'this-computer' | 'server';

export interface ServerConnectionSettings {
  /** Address of the service; the other addresses default to paths under it. */
  readonly serviceUrl: string;
  readonly graphUrl: string;
  readonly authUrl: string;
  readonly clientId: string;
  readonly provider: string;
  readonly v1PublicUrl: string;
  readonly v1ApplicationKey: string;
}

export interface ConnectionSummary {
  readonly kind: ConnectionKind;
  /** "This computer" or the server's host name. */
  readonly label: string;
  /** The embedded service started with the demo data. */
  readonly demo: boolean;
  /** What the person entered for a server, so the form can show it again; null for this computer. */
  readonly server: ServerConnectionSettings | null;
}

export interface OrganizationSummary {
  /** The organization's id in the service (graph `organization.id`). */
  readonly id: string;
  /** Its id in the sign-in service, used only to ask for a token of that organization. */
  readonly authOrganizationId: string;
  readonly title: string;
}

export interface SessionUser {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

export type SessionStatus = 'starting' | 'signed-out' | 'signing-in' | 'signed-in';

/** How the app proves who it is to the graph endpoint. */
export type CredentialKind = 'browser' | 'api-key';

export type MembershipAccess = 'FULL' | 'READ';

export type V1State = 'not-connected' | 'connecting' | 'connected' | 'unavailable';

export interface V1Status {
  readonly state: V1State;
  /** The account address prefix of the organization on the v1 interface, when known. */
  readonly account: string | null;
  /** True when the person has to type their password (or a secret key) once. */
  readonly needsPassword: boolean;
  /** Why time tracking is not connected, when the person should know. */
  readonly problem: Message | null;
}

/** Why the person has to act, each with its own sentence and next step. */
export type SessionProblemCode =
  | 'sign-in-expired'
  | 'no-organization'
  | 'organization-selection-required'
  | 'unknown-organization'
  | 'membership-not-materialized'
  | 'email-not-verified'
  | 'credential-rejected'
  | 'api-key-rejected'
  | 'sign-in-denied'
  | 'sign-in-cancelled'
  | 'sign-in-timed-out'
  | 'browser-not-opened'
  | 'service-unreachable'
  | 'service-error';

export interface SessionProblem {
  readonly code: SessionProblemCode;
  /** What happened. */
  readonly message: Message;
  /** What to do about it. */
  readonly nextStep: Message;
  /** Said after what happened: the service's own words, or what else Stint knows; else null. */
  readonly detail: Message | null;
}

/** Requests keep going while the sign-in service is briefly unreachable; this says so. */
export interface SessionRetry {
  readonly message: Message;
  /** Epoch ms of the next attempt. */
  readonly nextAttemptAt: number;
}

export interface SessionState {
  readonly status: SessionStatus;
  readonly connection: ConnectionSummary;
  readonly credential: CredentialKind | null;
  readonly user: SessionUser | null;
  readonly access: MembershipAccess | null;
  readonly organization: OrganizationSummary | null;
  readonly organizations: readonly OrganizationSummary[];
  readonly v1: V1Status;
  readonly problem: SessionProblem | null;
  readonly retry: SessionRetry | null;
  /** False when no system keychain answered: sign-in lasts only until Stint quits. */
  readonly secretsPersistent: boolean;
  /** First use of this computer's service: offer to create an account rather than sign in. */
  readonly suggestSignUp: boolean;
  /**
   * Order of this snapshot among all of main's session snapshots (answers and pushes alike):
   * the renderer never lets a lower one replace a higher one it already holds.
   */
  readonly revision: number;
}

export interface OrganizationChange {
  readonly previous: OrganizationSummary | null;
  readonly current: OrganizationSummary | null;
}
