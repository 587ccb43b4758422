import type { ServerResponse } from 'node:http';
import { pendingInvitationsOf } from '../../identity/invitations.ts';
import type { ServiceContext } from '../../service-context.ts';
import { invitationStepPage } from './invitation-pages.ts';
import { sendPage } from './send-page.ts';
import type { SignInPaths } from './sign-in-paths.ts';
import { setSignInRequestUser, type SignInRequest } from './sign-in-requests.ts';

/**
 * After the password check of an authorize request: when invitations wait for the person, shows
 * them (Accept / Decline / Continue) and answers true; the request remembers the user, so the
 * step's forms can finish the sign-in. False when there is nothing to show.
 */
export async function showInvitationStep(
  context: ServiceContext,
  res: ServerResponse,
  request: SignInRequest,
  userId: string,
  paths: SignInPaths,
  options: { readonly message?: string | null; readonly headers?: Record<string, string> } = {},
): Promise<boolean> {
  const invitations = await pendingInvitationsOf(context.db, userId, context.now());
  if (invitations.length === 0 || request.authorize === null) return false;
  if (request.userId !== userId) await setSignInRequestUser(context.db, request.id, userId);
  sendPage(
    res,
    invitationStepPage({
      action: paths.invitationStep,
      requestId: request.id,
      csrf: request.csrfToken,
      invitations,
      message: options.message ?? null,
    }),
    // A post from this page may end at the client's callback (Chromium applies form-action there).
    { formTargets: [request.authorize.redirectUri], headers: options.headers ?? {} },
  );
  return true;
}
