/**
 * The hosted pages that mail leads to and that ask for mail. Beside the mail texts that link to
 * them, so the mail and the pages share them without the mail reaching up into the hosted routes.
 */
export const accountMailPaths = {
  forgotPassword: '/auth/user_management/password/forgot',
  resetPassword: '/auth/user_management/password/reset',
  resendVerification: '/auth/user_management/email/resend',
  verifyEmail: '/auth/user_management/email/verify',
} as const;

/** `path` with the sign-in request carried along when there is one, so the sign-in can go on after. */
export function withSignInRequest(path: string, requestId: string | null | undefined): string {
  return requestId === null || requestId === undefined || requestId === ''
    ? path
    : `${path}?request=${encodeURIComponent(requestId)}`;
}
