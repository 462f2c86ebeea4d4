/** Every report query starts with this key, so one invalidation refreshes them all. */
export const reportsKey = ['reports'] as const;

export interface PeriodParams {
  from: string;
  to: string;
}

/** Report figures change with every transaction anywhere in the app: ask again on each visit. */
export const REPORT_STALE_TIME = 0;
