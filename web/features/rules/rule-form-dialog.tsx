import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { MAX_RULE_CONDITIONS, RULE_NAME_MAX_LENGTH, type Rule } from '../../../common/contract/rules';
import { DESCRIPTION_MAX_LENGTH } from '../../../common/contract/shared';
import { FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CategorySelect } from '../../components/ui/category-select';
import { TextField } from '../../components/ui/field';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { useAccounts } from '../../entities/account/public';
import { useCategories } from '../../entities/category/public';
import { usePayees } from '../../entities/payee/public';
import { PayeeField, TagsField } from '../../entities/transaction/public';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useCreateRule, useUpdateRule } from './api/rules';
import { ConditionRow } from './condition-row';
import { emptyCondition, type RuleFormValues, ruleForm, toRuleBody } from './rule-form';

/** The dialog's subject: a rule to edit (rule), or a new one (rule null), and the values it opens with. */
export interface RuleFormTarget {
  rule: Rule | null;
  values: RuleFormValues;
}

const legendClass = 'mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200';

/** 'Nova regra' / 'Editar regra'. Mounted only while open, so the form starts from the target each time. */
export function RuleFormDialog({ target, onClose }: { target: RuleFormTarget; onClose: () => void }) {
  const formId = useId();
  const { rule } = target;
  const create = useCreateRule();
  const update = useUpdateRule();
  const payees = usePayees();
  const accounts = useAccounts(undefined, true);
  const categories = useCategories();
  const form = useForm<RuleFormValues>({
    resolver: zodResolver(ruleForm, undefined, { raw: true }),
    defaultValues: target.values,
  });
  const conditions = useFieldArray({ control: form.control, name: 'conditions' });
  const { errors } = form.formState;
  const loading = payees.isPending || accounts.isPending || categories.isPending;

  const { onSubmit, error, pending } = useFormDialog(form, {
    save: (values) => {
      const body = toRuleBody(values);
      return rule ? update.mutateAsync({ id: rule.id, ...body }) : create.mutateAsync(body);
    },
    success: rule ? 'Regra atualizada' : 'Regra criada',
    fallback: 'Não foi possível salvar a regra',
    onClose,
  });

  return (
    <Modal
      open
      title={rule ? 'Editar regra' : 'Nova regra'}
      onClose={onClose}
      dirty={form.formState.isDirty}
      widthClass="max-w-3xl"
      footer={<FormModalFooter formId={formId} onCancel={onClose} pending={pending} disabled={loading} />}
    >
      {/* The selects are filled before the form so they show the rule's payees, accounts and category. */}
      {loading ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Carregando...</p>
      ) : (
        <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <TextField
            label="Nome"
            placeholder="Ex.: Corridas de aplicativo"
            autoComplete="off"
            maxLength={RULE_NAME_MAX_LENGTH}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <fieldset>
            <legend className={legendClass}>Condições</legend>
            <p className="mb-3 text-xs text-slate-500 dark:text-slate-400">
              Todas precisam valer para a regra agir. Letras maiúsculas e acentos não importam.
            </p>
            <div className="flex flex-col gap-3">
              {conditions.fields.map((row, index) => (
                <ConditionRow
                  key={row.id}
                  control={form.control}
                  index={index}
                  payees={payees.data ?? []}
                  accounts={accounts.data ?? []}
                  onRemove={conditions.fields.length > 1 ? () => conditions.remove(index) : undefined}
                />
              ))}
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              disabled={conditions.fields.length >= MAX_RULE_CONDITIONS}
              onClick={() => conditions.append(emptyCondition())}
            >
              <Plus size={16} aria-hidden /> Adicionar condição
            </Button>
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className={legendClass}>Ações</legend>
            <CategorySelect
              control={form.control}
              name="actions.category_id"
              label="Categoria"
              placeholder="Não alterar"
              categories={categories.data ?? []}
            />
            <PayeeField control={form.control} name="actions.payee_name" hint="Vazio: não alterar" />
            <TagsField control={form.control} name="actions.tag_names" />
            <TextField
              label="Nova descrição"
              placeholder="Vazio: não alterar"
              autoComplete="off"
              maxLength={DESCRIPTION_MAX_LENGTH}
              error={errors.actions?.description?.message}
              {...form.register('actions.description')}
            />
            <FormError message={errors.actions?.message} className="sm:col-span-2" />
          </fieldset>
          <FormError message={error} />
        </form>
      )}
    </Modal>
  );
}
