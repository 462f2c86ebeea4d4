/** An instant's calendar date (YYYY-MM-DD) in the person's time zone: what the profile's dates show. */
export function localDate(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(instant));
}
