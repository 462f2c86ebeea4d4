// What the sign-in offers other features: the signed-in person's profile, as GET /me answers it. (The opaque tokens
// of links sent by e-mail are server/features/shared/opaque-token.ts, below both sign-in and books.)
export { profileOf } from './profile';
