import type { ConnectionKind, ServerConnectionSettings } from '../../../src-shared/domain/session.ts';
import type { Message, MessageId } from '../../../src-shared/i18n/catalog.ts';
import { english, renderMessage } from '../../../src-shared/i18n/translator.ts';
import { desktopApplicationKey } from '../../../src-service/index.ts';

/**
 * Everything the core needs to talk to one deployment of the contract: the graph endpoint, the
 * hosted sign-in service and the v1 interface. Nothing here is secret; secrets are kept in the
 * keychain under names derived from `id`.
 */
export interface ConnectionProfile {
  /** Stable name of this connection; keychain entries and remembered choices hang off it. */
  readonly id: string;
  readonly kind: ConnectionKind;
  readonly label: string;
  readonly demo: boolean;
  /** Base of the service, for its health check. */
  readonly serviceUrl: string;
  /** `{base_url}` of the graph document: POST `{graphUrl}/graphql`. */
  readonly graphUrl: string;
  /** `{auth_url}`: `{authUrl}/user_management/authorize` and `/authenticate`. */
  readonly authUrl: string;
  readonly clientId: string;
  readonly provider: string;
  /** `{public_url}` of the v1 document; tenants live under `{v1PublicUrl}/t/{account}`. */
  readonly v1PublicUrl: string;
  readonly v1ApplicationKey: string;
}

/** The public client id and provider value of the Stint service (issue 3's demo seed and default). */
export const stintClientId = 'stint-desktop';
export const stintProvider = 'authkit';
/** The v1 application key every Stint service accepts from the desktop app (built in, like the client id). */
export const stintApplicationKey = desktopApplicationKey;

/** An address the person typed that cannot be used: the sentence as a message (English in `message`). */
export class ConnectionUrlError extends Error {
  readonly sentence: Message;
  constructor(problem: MessageId, field: ConnectionField) {
    const sentence: Message = { id: problem, values: { field: { id: `connection.field.${field}` } } };
    super(renderMessage(english.t, sentence));
    this.name = 'ConnectionUrlError';
    this.sentence = sentence;
  }
}

/** Which address of a connection is meant. */
export type ConnectionField = 'server' | 'graph' | 'auth' | 'v1';

const loopbackHostnames = new Set(['localhost', '[::1]']);

/** 127.0.0.0/8, ::1 and `localhost` never leave this machine, so plain http is acceptable there. */
export function isLoopbackHostname(hostname: string): boolean {
  if (loopbackHostnames.has(hostname.toLowerCase())) return true;
  const parts = hostname.split('.');
  return (
    parts.length === 4 &&
    parts[0] === '127' &&
    parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)
  );
}

/**
 * Checks an address the person typed and returns it normalized (no trailing slash). Refuses
 * anything that is not http(s), carries credentials, a query or a fragment, and plain http to
 * anything but this machine: tokens and passwords would cross the network in clear text.
 */
export function validateServiceUrl(raw: string, what: ConnectionField = 'server'): string {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConnectionUrlError('error.connectionUrl.notAddress', what);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConnectionUrlError('error.connectionUrl.scheme', what);
  }
  if (url.username !== '' || url.password !== '') {
    throw new ConnectionUrlError('error.connectionUrl.credentials', what);
  }
  if (url.search !== '' || url.hash !== '') {
    throw new ConnectionUrlError('error.connectionUrl.queryOrFragment', what);
  }
  if (url.protocol === 'http:' && !isLoopbackHostname(url.hostname)) {
    throw new ConnectionUrlError('error.connectionUrl.plainHttp', what);
  }
  return url.href.replace(/\/+$/, '');
}

export interface ServerConnectionInput {
  readonly serviceUrl: string;
  readonly graphUrl?: string | undefined;
  readonly authUrl?: string | undefined;
  readonly clientId?: string | undefined;
  readonly provider?: string | undefined;
  readonly v1PublicUrl?: string | undefined;
  readonly v1ApplicationKey?: string | undefined;
}

/** A server profile: every address validated; those left out default to the Stint service layout. */
export function serverSettings(input: ServerConnectionInput): ServerConnectionSettings {
  const serviceUrl = validateServiceUrl(input.serviceUrl);
  const pick = (value: string | undefined, fallback: string, what: ConnectionField): string =>
    value === undefined || value.trim() === '' ? fallback : validateServiceUrl(value, what);
  return {
    serviceUrl,
    graphUrl: pick(input.graphUrl, serviceUrl, 'graph'),
    authUrl: pick(input.authUrl, `${serviceUrl}/auth`, 'auth'),
    clientId: input.clientId?.trim() || stintClientId,
    provider: input.provider?.trim() || stintProvider,
    v1PublicUrl: pick(input.v1PublicUrl, serviceUrl, 'v1'),
    v1ApplicationKey: input.v1ApplicationKey?.trim() || stintApplicationKey,
  };
}

export function serverProfile(settings: ServerConnectionSettings): ConnectionProfile {
  return {
    id: `server:${settings.serviceUrl}`,
    kind: 'server',
    label: new URL(settings.serviceUrl).host,
    demo: false,
    ...settings,
  };
}

/** The embedded service, once it listens at `serviceUrl`. */
export function thisComputerProfile(
  installationId: string,
  serviceUrl: string,
  demo: boolean,
): ConnectionProfile {
  return {
    // The installation id keeps two user-data folders (two embedded services) apart in one keychain.
    id: `this-computer:${installationId}${demo ? ':demo' : ''}`,
    kind: 'this-computer',
    label: 'This computer',
    demo,
    serviceUrl,
    graphUrl: serviceUrl,
    authUrl: `${serviceUrl}/auth`,
    clientId: stintClientId,
    provider: stintProvider,
    v1PublicUrl: serviceUrl,
    v1ApplicationKey: stintApplicationKey,
  };
}
