import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { INCOME_TAX_MESSAGES } from '../../../common/contract/income-tax';
import { moneyTextReading, z, zeroOrMoreMoneySchema } from '../../../common/contract/shared';
import { centsToInputText, formatReais, reaisToCents } from '../../../common/money';
import { MoneyField } from '../../components/ui/money-field';
import { useAction } from '../../components/ui/use-action';
import { useCanWrite } from '../../entities/book/public';
import { useSetTaxYear } from './api/income-tax';
import { YearSettingForm } from './year-setting-form';

/** Blank: the DARFs the page works out count as paid (null on the wire). */
const paidForm = z.object({
  paid: z
    .string()
    .transform((text) => (text.trim() === '' ? null : text))
    .pipe(
      z.union([z.null(), moneyTextReading.pipe(zeroOrMoreMoneySchema(INCOME_TAX_MESSAGES.carneLeaoPaid))]),
    ),
});

/**
 * 'Carnê-Leão pago no ano': what the person paid by DARF 0190, when not the DARFs worked out (a month paid late, or
 * not at all). Blank goes back to those DARFs. A leitor reads the figure in the list above.
 */
export function CarneLeaoPaidForm({
  year,
  dependents,
  paid,
}: {
  year: number;
  dependents: number;
  paid: number | null;
}) {
  const canWrite = useCanWrite();
  const act = useAction();
  const save = useSetTaxYear();
  const form = useForm<z.input<typeof paidForm>, unknown, z.output<typeof paidForm>>({
    resolver: zodResolver(paidForm),
    defaultValues: { paid: paid === null ? '' : centsToInputText(reaisToCents(paid)) },
  });
  if (!canWrite) return null;
  const { isSubmitting, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    await act({
      work: () => save.mutateAsync({ ano: year, dependents, carne_leao_pago: values.paid }),
      done:
        values.paid === null
          ? 'Carnê-Leão pago: os DARFs calculados'
          : `Carnê-Leão pago em ${year}: ${formatReais(values.paid)}`,
      failed: 'Erro ao salvar o Carnê-Leão pago. Tente novamente.',
    });
  });
  return (
    <YearSettingForm testId="tax-carne-leao-paid" onSubmit={onSubmit} busy={isSubmitting} dirty={isDirty}>
      <MoneyField
        control={form.control}
        name="paid"
        label={`Carnê-Leão pago em ${year}`}
        hint="Em branco: os DARFs calculados pelo Grana"
        className="w-64"
      />
    </YearSettingForm>
  );
}
