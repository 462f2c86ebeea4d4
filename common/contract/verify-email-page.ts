/**
 * Where the confirmation link of an address lands: a page that proves the address when its button is pressed. In a
 * file of its own, free of Zod, because the web app's router (in the sign-in page's first script) names it.
 */
export const VERIFY_EMAIL_PAGE_PATH = '/confirmar-email';
