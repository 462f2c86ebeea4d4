// What the sign-in offers other features: the signed-in person's profile, as GET /me answers it.
export { profileOf } from './profile';
