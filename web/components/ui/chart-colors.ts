/** Income and expense colours of the bar charts: mid-tones that read on the light and the dark theme. */
export const INCOME_COLOR = '#10b981';
export const EXPENSE_COLOR = '#f43f5e';
