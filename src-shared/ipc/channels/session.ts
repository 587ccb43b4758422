import { z } from 'zod';
import { event, invoke, noArg } from '../define.ts';
import type {
  ConnectionSummary,
  OrganizationChange,
  OrganizationSummary,
  SessionState,
} from '../../domain/session.ts';

const secretText = (what: string, max: number) =>
  z
    .string()
    .min(1, `${what} is empty.`)
    .max(max, `${what} is too long.`)
    .refine((value) => !hasControlCharacter(value), `${what} contains control characters.`);

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const httpUrl = z.string().trim().min(1).max(2048);

export const signInArg = z
  .strictObject({
    /** `sign-up` opens the hosted page on its account creation form. */
    screenHint: z.enum(['sign-in', 'sign-up']).optional(),
  })
  .optional();

export const apiKeyArg = z.strictObject({ apiKey: secretText('The API key', 512) });

export const connectV1Arg = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('password'), password: secretText('The password', 1024) }),
  z.strictObject({ method: z.literal('secret-key'), secretKey: secretText('The secret key', 1024) }),
]);

export const switchOrganizationArg = z.strictObject({ organizationId: z.string().min(1).max(200) });

export const setConnectionArg = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('this-computer') }),
  z.strictObject({
    kind: z.literal('server'),
    serviceUrl: httpUrl,
    graphUrl: httpUrl.optional(),
    authUrl: httpUrl.optional(),
    clientId: z.string().trim().min(1).max(200).optional(),
    provider: z.string().trim().min(1).max(200).optional(),
    v1PublicUrl: httpUrl.optional(),
    v1ApplicationKey: z.string().trim().min(1).max(512).optional(),
  }),
]);
export type SetConnectionArg = z.infer<typeof setConnectionArg>;

export const sessionInvoke = {
  'session:get': invoke<SessionState>()(noArg),
  /** Opens the sign-in page in the browser and resolves once the person is back, or fails. */
  'session:sign-in': invoke<SessionState>()(signInArg),
  'session:sign-in-with-api-key': invoke<SessionState>()(apiKeyArg),
  'session:cancel-sign-in': invoke<SessionState>()(noArg),
  'session:sign-out': invoke<SessionState>()(noArg),
  'session:connect-v1': invoke<SessionState>()(connectV1Arg),
  'org:list': invoke<readonly OrganizationSummary[]>()(noArg),
  'org:switch': invoke<SessionState>()(switchOrganizationArg),
  'connection:get': invoke<ConnectionSummary>()(noArg),
  'connection:set': invoke<SessionState>()(setConnectionArg),
} as const;

export const sessionEvents = {
  'session:changed': event<SessionState>(),
  /** Everything cached for the previous organization is stale once this arrives. */
  'org:changed': event<OrganizationChange>(),
} as const;
