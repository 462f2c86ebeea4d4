import { todayIn } from '../../common/dates';

/** The browser's own time zone: the person's clock decides which day is "today" and what time an instant was. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today in the browser's own zone. */
export const browserToday = (): string => todayIn(browserTimeZone());
