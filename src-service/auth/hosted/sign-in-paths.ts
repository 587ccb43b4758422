import type { RouteModule } from '../../http/route-module.ts';
import type { Router } from '../../http/router.ts';
import { accountMailPaths } from '../../mail/account-mail-paths.ts';
import type { ServiceContext } from '../../service-context.ts';
import { authPrefixes, type AuthPrefix } from '../auth-prefixes.ts';

/**
 * The pages of one hosted sign-in, under one prefix. A sign-in opened at the host root (the WorkOS
 * SDK's authorize URL) stays there: its forms post, its links and redirects lead, and its browser
 * cookie is scoped under the same prefix, so it works where only the SDK's paths are reachable.
 * The profile area and the static assets exist only under `/auth`.
 */
export interface SignInPaths {
  readonly authorize: string;
  readonly signIn: string;
  readonly signUp: string;
  readonly organization: string;
  /** The step after the password check while invitations are pending. */
  readonly invitationStep: string;
  readonly forgotPassword: string;
  readonly resetPassword: string;
  readonly resendVerification: string;
  readonly verifyEmail: string;
  /** Path of the cookie binding a sign-in to its browser: it covers exactly these pages. */
  readonly cookiePath: string;
}

const underPrefix = (prefix: AuthPrefix, authPath: string): string =>
  `${prefix}${authPath.slice('/auth'.length)}`;

export function signInPaths(prefix: AuthPrefix): SignInPaths {
  return {
    authorize: `${prefix}/user_management/authorize`,
    signIn: `${prefix}/user_management/authorize/sign-in`,
    signUp: `${prefix}/user_management/authorize/sign-up`,
    organization: `${prefix}/user_management/authorize/organization`,
    invitationStep: `${prefix}/user_management/authorize/invitations`,
    forgotPassword: underPrefix(prefix, accountMailPaths.forgotPassword),
    resetPassword: underPrefix(prefix, accountMailPaths.resetPassword),
    resendVerification: underPrefix(prefix, accountMailPaths.resendVerification),
    verifyEmail: underPrefix(prefix, accountMailPaths.verifyEmail),
    cookiePath: prefix === '' ? '/user_management' : '/auth',
  };
}

/** The spec's paths, under `{auth_url}` = `/auth` (the desktop app's, the mails', the profile's). */
export const authSignInPaths: SignInPaths = signInPaths('/auth');

export type SignInRouteModule = (router: Router, context: ServiceContext, paths: SignInPaths) => void;

/** Registers the same sign-in routes once per prefix. */
export const atEachPrefix =
  (module: SignInRouteModule): RouteModule =>
  (router, context) => {
    for (const prefix of authPrefixes) module(router, context, signInPaths(prefix));
  };
