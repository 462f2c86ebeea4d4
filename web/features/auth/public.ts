// What auth offers the other features: 'Sair'.
export { useLogout } from './use-logout';
