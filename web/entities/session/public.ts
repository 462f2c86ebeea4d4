// The signed-in session, as the features need it (the sign-in pages themselves are web/features/auth): 'Sair', and a
// new confirmation link of the person's address.

export { useResendVerification } from './api/resend-verification';
export { useLogout } from './use-logout';
