import {
  answerInvitation,
  pendingInvitationsOf,
  type PendingInvitation,
} from '../../identity/invitations.ts';
import type { ResourceAction, ResourceCall } from '../engine/resource-call.ts';
import { noContent, type V1Result } from '../http/v1-context.ts';
import { V1Error } from '../wire/v1-error.ts';
import { WireDate, type WireObject } from '../wire/wire-values.ts';

function invitationObject(invitation: PendingInvitation): WireObject {
  return {
    id: invitation.id,
    account: {
      id: invitation.organizationId,
      name: invitation.organizationTitle,
      url: invitation.accountUrl,
    },
    access: invitation.access,
    invitedBy: invitation.invitedBy,
    createdAt: new WireDate(invitation.createdAt),
    expiresAt: new WireDate(invitation.expiresAt),
  };
}

/** The caller's own User carries `pendingInvitations`; nobody else's does. */
export async function withPendingInvitations(call: ResourceCall, object: WireObject): Promise<WireObject> {
  if (object['id'] !== call.caller.userId) return object;
  const pending = await pendingInvitationsOf(
    call.request.service.db,
    call.caller.userId,
    call.request.service.now(),
  );
  return { ...object, pendingInvitations: pending.map(invitationObject) };
}

/**
 * POST users/@self/$acceptinvitation?invitation={id} (and $declineinvitation): only the invited
 * person answers, through a token of any account they belong to. Accepting answers the account
 * joined (its v1 address to log in to); declining answers 204.
 */
function answer(accept: boolean): ResourceAction {
  return {
    method: 'POST',
    run: async (call: ResourceCall, userId: string): Promise<V1Result> => {
      if (userId !== call.caller.userId)
        throw new V1Error('PE01-1008', 'Only the invited person answers an invitation');
      const invitationId = call.request.query.get('invitation') ?? '';
      const result = await answerInvitation(
        call.request.service.db,
        { invitationId, userId, accept },
        call.request.service.now(),
      );
      if (result.outcome === 'not-found')
        throw new V1Error('PE01-1101', `No pending invitation ${invitationId.slice(0, 64)}`);
      if (!accept) return noContent;
      return {
        status: 200,
        body: {
          kind: 'data',
          root: 'invitation',
          value: { ...invitationObject(result.invitation), status: 'accepted' },
        },
      };
    },
  };
}

export const invitationActions: ReadonlyMap<string, ResourceAction> = new Map([
  ['$acceptinvitation', answer(true)],
  ['$declineinvitation', answer(false)],
]);
