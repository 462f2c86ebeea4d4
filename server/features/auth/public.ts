// What the sign-in offers other features: the signed-in person's profile, as GET /me answers it, and the opaque
// tokens of links sent by e-mail (only their hash is stored).
export { profileOf } from './profile';
export { hashOpaqueToken, newOpaqueToken } from './tokens';
