import { useState } from 'react';
import type { IncomeTaxResponse } from '../../../common/contract/income-tax';
import { SelectField } from '../../components/ui/field';
import { useAction } from '../../components/ui/use-action';
import { useBookAbilities } from '../../entities/book/public';
import { useSetTaxMapping } from './api/income-tax';
import { DependentsForm, DependentsText } from './dependents-form';
import { LEFT_OUT, mappingChoices, mappingSavedText, mappingText } from './income-tax-display';
import { muted, TaxSection } from './tax-section';

type Category = IncomeTaxResponse['categories'][number];

const GROUPS = [
  {
    type: 'despesa',
    title: 'Despesas',
    hint: 'O código da ficha Pagamentos efetuados (ou Doações efetuadas).',
  },
  { type: 'receita', title: 'Receitas', hint: 'A ficha de rendimentos em que entram.' },
] as const;

/**
 * 'Categorias na declaração': what each category is in the declaration (a payment's code, an income's kind, or left
 * out), which places its rows in the groups above, and the year's dependents. A leitor reads them.
 */
export function CategoriesSection({ data }: { data: IncomeTaxResponse }) {
  const { canWrite, known } = useBookAbilities();
  return (
    <TaxSection
      title="Categorias na declaração"
      description="O que cada categoria é na declaração, para todos os anos. Uma categoria que junta médicos, dentistas e planos de saúde entra toda num só código: separe-a em categorias quando os favorecidos forem de tipos diferentes."
      testId="tax-categories"
    >
      <div className="mb-4 border-b border-slate-200 pb-4 dark:border-slate-800">
        {canWrite ? (
          <DependentsForm
            key={`${data.year}-${data.dependents}`}
            year={data.year}
            dependents={data.dependents}
            deduction={data.figures?.dependentDeduction ?? null}
          />
        ) : known ? (
          <DependentsText year={data.year} dependents={data.dependents} />
        ) : null}
      </div>
      <div className="grid gap-5">
        {GROUPS.map((group) => {
          const categories = data.categories.filter((c) => c.type === group.type);
          if (categories.length === 0) return null;
          return (
            <div key={group.type}>
              <h3 className="text-sm font-semibold">{group.title}</h3>
              <p className={muted}>{group.hint}</p>
              {canWrite ? (
                <CategoryChoices categories={categories} />
              ) : (
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  {categories.map((category) => (
                    <div key={category.id} className="flex min-w-0 justify-between gap-3 py-1">
                      <dt className="font-medium break-words">{category.name}</dt>
                      <dd className="text-right text-slate-600 dark:text-slate-400">
                        {mappingText(category.type, category.code)}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
          );
        })}
      </div>
    </TaxSection>
  );
}

/**
 * A select per category; a change is saved at once and the page asked again. The choice shows while it is sent (the
 * select stays enabled: disabling it would drop the keyboard's focus) and goes back if the server refuses it.
 */
function CategoryChoices({ categories }: { categories: Category[] }) {
  const act = useAction();
  const setMapping = useSetTaxMapping();
  const [sending, setSending] = useState<Readonly<Record<number, string>>>({});
  const choose = async (category: Category, value: string) => {
    const code = value === '' ? null : value;
    setSending((current) => ({ ...current, [category.id]: value }));
    await act({
      work: () => setMapping.mutateAsync({ category_id: category.id, code }),
      done: mappingSavedText(code),
      failed: 'Erro ao associar a categoria. Tente novamente.',
    });
    setSending(({ [category.id]: _sent, ...rest }) => rest);
  };
  return (
    <div className="mt-2 grid gap-3 sm:grid-cols-2">
      {categories.map((category) => (
        <SelectField
          key={category.id}
          label={category.name}
          value={sending[category.id] ?? category.code ?? ''}
          aria-busy={category.id in sending}
          onChange={(e) => void choose(category, e.target.value)}
        >
          <option value="">{LEFT_OUT}</option>
          {mappingChoices(category.type).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      ))}
    </div>
  );
}
