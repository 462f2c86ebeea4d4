import { todayIn } from '../../common/dates';

/** Today in the browser's own zone: the person's clock decides which day is "today". */
export const browserToday = (): string => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
