/**
 * A choice drawn as a card around its radio button (a label holding the input): outlined, and tinted while its
 * radio is checked, on both themes. The redemption's 'Quanto resgatar' and the prepayment's 'O que reduzir'.
 */
export const radioCardClass =
  'flex cursor-pointer gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:border-emerald-500 dark:has-[:checked]:bg-emerald-950/40';
