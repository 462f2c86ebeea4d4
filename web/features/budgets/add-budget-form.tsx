import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Budget } from '../../../common/contract/budgets';
import type { Category } from '../../../common/contract/categories';
import type { z } from '../../../common/contract/shared';
import { formatMonthLabel } from '../../../common/dates';
import { FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CategorySelect } from '../../components/ui/category-select';
import { MoneyField } from '../../components/ui/money-field';
import { useToast } from '../../components/ui/toast';
import { useSaveBudget } from './api/budgets';
import { type BudgetFormValues, budgetForm, emptyBudgetForm, toBudgetBody } from './budget-form';

interface Props {
  month: string;
  /** Expense categories only: budgets limit spending. */
  categories: readonly Category[];
  categoriesLoading: boolean;
  budgets: readonly Budget[];
}

/** Category and amount; a category that already has a budget this month gets it updated. */
export function AddBudgetForm({ month, categories, categoriesLoading, budgets }: Props) {
  const save = useSaveBudget();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<BudgetFormValues, unknown, z.output<typeof budgetForm>>({
    resolver: zodResolver(budgetForm),
    defaultValues: emptyBudgetForm,
  });
  const { isSubmitting } = form.formState;
  const chosen = form.watch('categoryId');
  const existing = budgets.find((b) => String(b.category_id) === chosen);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync(toBudgetBody(values, month));
      form.reset(emptyBudgetForm);
      toast(existing ? 'Orçamento atualizado' : 'Orçamento adicionado');
      form.setFocus('categoryId');
    } catch {
      setError('Erro ao salvar orçamento. Tente novamente.');
    }
  });

  const noCategories = !categoriesLoading && categories.length === 0;

  return (
    <Card className="mb-6">
      <h2 className="mb-3 font-semibold">Novo orçamento</h2>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Novo orçamento"
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)_auto] sm:items-start"
      >
        <CategorySelect
          control={form.control}
          name="categoryId"
          label="Categoria"
          placeholder={categoriesLoading ? 'Carregando...' : 'Selecione uma categoria'}
          disabled={categoriesLoading}
          categories={categories}
          type="despesa"
          onValueChange={() => setError(null)}
        />
        <MoneyField
          control={form.control}
          name="amount"
          label="Valor do orçamento"
          onValueChange={() => setError(null)}
        />
        <div className="sm:pt-6">
          <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
            <Plus size={16} aria-hidden />
            {isSubmitting ? 'Salvando...' : existing ? 'Atualizar' : 'Adicionar'}
          </Button>
        </div>
      </form>
      {existing ? (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          {existing.category} já tem orçamento em {formatMonthLabel(month)}; o valor será atualizado.
        </p>
      ) : null}
      {noCategories ? (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          Crie uma categoria de despesa em Categorias para definir um orçamento.
        </p>
      ) : null}
      <FormError message={error} className="mt-3" />
    </Card>
  );
}
