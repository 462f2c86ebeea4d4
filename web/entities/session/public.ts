// What auth offers the other features: 'Sair', and a new confirmation link of the person's address.

export { useResendVerification } from './api/resend-verification';
export { useLogout } from './use-logout';
