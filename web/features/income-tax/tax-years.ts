// The years the page offers and which one it shows: apart from the display helpers, as the route's prefetch
// (api/prefetch.ts) needs them before the page's code arrives.

/** The years offered: the one that ended last, the two before it, and this one (its declaration comes next year). */
export const YEARS_BACK = 3;

/** 'YYYY-MM-DD' → its year. */
const yearOf = (today: string) => Number(today.slice(0, 4));

/** The year shown when none is asked: the last ended year, the one whose declaration is made now. */
export const defaultYear = (today: string) => yearOf(today) - 1;

/** This year and the YEARS_BACK before it, the newest first. */
export const yearChoices = (today: string): number[] =>
  Array.from({ length: YEARS_BACK + 1 }, (_, i) => yearOf(today) - i);

/** The address's `?ano=`, when it is a year the server answers (2000 to 2100); else the default. */
export function yearFromParam(param: string | null, today: string): number {
  const year = param && /^\d{4}$/.test(param) ? Number(param) : Number.NaN;
  return year >= 2000 && year <= 2100 ? year : defaultYear(today);
}

/** The choices, with a year from the address outside them kept in its place (a link to an older year). */
export function yearOptions(today: string, chosen: number): number[] {
  const years = yearChoices(today);
  return years.includes(chosen) ? years : [...years, chosen].sort((a, b) => b - a);
}
