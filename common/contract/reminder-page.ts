/**
 * Where a reminder e-mail's link lands: a page that says what the link does and turns reminders off when its
 * button is pressed. In a file of its own, free of Zod, because the web app's router (in the sign-in page's
 * first script) names it: importing it from reminders.ts would bring the whole schema library into the first
 * page people load.
 */
export const UNSUBSCRIBE_PAGE_PATH = '/lembretes/desativar';
