import type { UseFormReturn } from 'react-hook-form';
import { INDEXING_LABELS, PRODUCT_LABELS } from '../../../common/contract/investments';
import { FIXED_INCOME_PRODUCTS } from '../../../common/investment-taxes';
import { TextField } from '../../components/ui/field';
import { FormSelect } from '../../components/ui/form-select';
import {
  indexingsFor,
  type PositionFormOutput,
  type PositionFormValues,
  RATE_EXAMPLES,
  rateLabel,
  USUAL_INDEXING,
} from './position-form';

/**
 * What a position earns: its product (which brings the index it usually follows), its index, and the rate asked
 * in that index's words (none for the poupança).
 */
export function PositionRateFields({
  form,
}: {
  form: UseFormReturn<PositionFormValues, unknown, PositionFormOutput>;
}) {
  const product = form.watch('product');
  const indexing = form.watch('indexing');
  const label = rateLabel(indexing);
  return (
    <>
      <FormSelect
        control={form.control}
        name="product"
        label="Produto"
        onValueChange={(value) => {
          const next = USUAL_INDEXING[value as keyof typeof USUAL_INDEXING];
          if (next) form.setValue('indexing', next, { shouldDirty: true });
        }}
      >
        {FIXED_INCOME_PRODUCTS.map((p) => (
          <option key={p} value={p}>
            {PRODUCT_LABELS[p]}
          </option>
        ))}
      </FormSelect>
      <FormSelect
        control={form.control}
        name="indexing"
        label="Indexador"
        hint={product === 'poupanca' ? 'A poupança rende pela regra da poupança' : undefined}
      >
        {indexingsFor(product).map((i) => (
          <option key={i} value={i}>
            {INDEXING_LABELS[i].name}
          </option>
        ))}
      </FormSelect>
      {label === null ? null : (
        <TextField
          label={label}
          inputMode="decimal"
          autoComplete="off"
          placeholder={RATE_EXAMPLES[indexing]}
          error={form.formState.errors.rate?.message}
          {...form.register('rate')}
        />
      )}
    </>
  );
}
