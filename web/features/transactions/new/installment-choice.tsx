import type { UseFormReturn } from 'react-hook-form';
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../../../../common/card-bills';
import type { Account } from '../../../../common/contract/accounts';
import { SelectField } from '../../../components/ui/field';
import { BillChoiceField } from '../shared/bill-choice-field';
import type { NewTransactionValues } from '../shared/new-transaction-form';

const INSTALLMENT_CHOICES = Array.from({ length: MAX_INSTALLMENTS - MIN_INSTALLMENTS + 1 }, (_, i) =>
  String(MIN_INSTALLMENTS + i),
);

/** A card's new row: 'Parcelas' (an expense's), what each installment will be, and the bill it goes to. */
export function InstallmentChoice({
  form,
  card,
  canSplit,
  parts,
  date,
}: {
  form: UseFormReturn<NewTransactionValues>;
  card: Account;
  /** An expense on a card may be split in installments. */
  canSplit: boolean;
  /** What each installment will be, once chosen. */
  parts: string | null;
  date: string;
}) {
  return (
    <div className="grid gap-1 sm:grid-cols-2 sm:items-start sm:gap-4">
      {canSplit ? (
        <SelectField label="Parcelas" {...form.register('installments')}>
          <option value="">À vista</option>
          {INSTALLMENT_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}x
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className={canSplit ? 'sm:pt-7' : 'sm:col-span-2'}>
        {parts ? (
          <p
            className="text-sm font-medium text-slate-900 dark:text-slate-100"
            data-testid="installment-preview"
          >
            {parts}
          </p>
        ) : null}
        <BillChoiceField control={form.control} name="billMonth" date={date} card={card} />
      </div>
    </div>
  );
}
