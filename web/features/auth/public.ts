// What auth offers the other features: the frame of the public pages, and 'Sair'.
export { AuthLayout, BackToLoginLink } from './auth-layout';
export { useLogout } from './use-logout';
