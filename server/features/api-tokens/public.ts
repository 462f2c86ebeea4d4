// What the personal access tokens offer: the authentication hook's lookup (app.ts hands it to the hook).
export { createPersonalTokenCheck } from './check';
