import type { UseFormReturn } from 'react-hook-form';
import { radioCardClass } from '../../components/ui/radio-card';
import { cn } from '../../lib/cn';
import {
  REDEEM_SCOPE_LABELS,
  REDEEM_SCOPES,
  type RedeemFormOutput,
  type RedeemFormValues,
} from './redeem-form';

/** 'Quanto resgatar': the whole position or a part of it. */
export function RedeemScopeField({
  form,
}: {
  form: UseFormReturn<RedeemFormValues, unknown, RedeemFormOutput>;
}) {
  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Quanto resgatar</legend>
      <div className="grid grid-cols-2 gap-2">
        {REDEEM_SCOPES.map((option) => (
          <label key={option} className={cn(radioCardClass, 'items-center font-medium')}>
            <input
              type="radio"
              value={option}
              className="h-4 w-4 shrink-0 accent-brand-700"
              {...form.register('scope', {
                // Back to the whole position, an amount's message no longer applies.
                onChange: () => form.clearErrors('amount'),
              })}
            />
            {REDEEM_SCOPE_LABELS[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
