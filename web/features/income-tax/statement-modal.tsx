import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TaxStatement } from '../../../common/contract/income-tax-statements';
import { TextField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormSelect } from '../../components/ui/form-select';
import { MoneyField } from '../../components/ui/money-field';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useCreateStatement, useUpdateStatement } from './api/income-tax';
import { personText } from './income-tax-display';
import {
  STATEMENT_MONEY_FIELDS,
  type StatementFormOutput,
  type StatementFormValues,
  type StatementStart,
  statementFormSchema,
  statementFormValues,
} from './statement-form';

/** What the dialog opens on: a new informe (maybe of a source the rows name) or one to change. */
export type StatementDraft =
  | { kind: 'new'; start: StatementStart | null; notes?: readonly string[] }
  | { kind: 'edit'; statement: TaxStatement };

const FIELDS = [
  'person',
  'payer_name',
  'payer_document',
  ...STATEMENT_MONEY_FIELDS.map((f) => f.name),
] as const satisfies ReadonlyArray<keyof StatementFormValues>;

/**
 * 'Informe de rendimentos': one paying source's informe of the year, typed as its quadros print it. Mounted only
 * while open.
 */
export function StatementModal({
  year,
  dependents,
  draft,
  onClose,
}: {
  year: number;
  dependents: number;
  draft: StatementDraft;
  onClose: () => void;
}) {
  const editing = draft.kind === 'edit' ? draft.statement : null;
  const create = useCreateStatement();
  const update = useUpdateStatement();
  const [schema] = useState(() => statementFormSchema(editing !== null));
  const form = useForm<StatementFormValues, unknown, StatementFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: statementFormValues(editing ?? (draft.kind === 'new' ? draft.start : null)),
  });
  const dialog = useFormDialog(form, {
    fields: FIELDS,
    save: (values: StatementFormOutput) =>
      editing
        ? update.mutateAsync({ ...values, id: editing.id, ano: year })
        : create.mutateAsync({ ...values, payer_document: values.payer_document ?? '', ano: year }),
    success: editing ? 'Informe alterado' : 'Informe incluído',
    fallback: 'Erro ao salvar o informe. Tente novamente.',
    onClose,
  });
  const people = Array.from({ length: Math.max(dependents, editing?.person ?? 0) + 1 }, (_, k) => k);
  const read = draft.kind === 'new' && draft.start?.kind === 'read';
  const notes = draft.kind === 'new' ? (draft.notes ?? []) : [];
  const maskedCpf = editing?.payerDocument.includes('*') ? editing.payerDocument : null;
  return (
    <FormDialog
      title={editing ? 'Alterar informe de rendimentos' : 'Informe de rendimentos'}
      onClose={onClose}
      widthClass="max-w-2xl"
      state={dialog}
      label={editing ? 'Salvar informe' : 'Incluir informe'}
      intro={
        <div className="mb-4 grid gap-2 text-sm text-slate-600 dark:text-slate-400">
          <p>
            {read
              ? `Valores lidos do PDF: confira com o informe antes de incluir, ano-calendário ${year}.`
              : `Copie os valores do informe que a fonte pagadora entregou, ano-calendário ${year}.`}{' '}
            Os lançamentos desta fonte deixam de contar na declaração: o informe tem os valores brutos.
          </p>
          {notes.map((note) => (
            <p key={note} className="text-amber-800 dark:text-amber-300">
              {note}
            </p>
          ))}
        </div>
      }
    >
      <TextField
        label="Fonte pagadora"
        autoComplete="organization"
        error={form.formState.errors.payer_name?.message}
        {...form.register('payer_name')}
      />
      <TextField
        label="CNPJ ou CPF da fonte"
        inputMode="text"
        autoComplete="off"
        placeholder={maskedCpf ?? '00.000.000/0000-00'}
        hint={maskedCpf ? `Em branco, continua ${maskedCpf}` : undefined}
        error={form.formState.errors.payer_document?.message}
        {...form.register('payer_document')}
      />
      {people.length > 1 ? (
        <FormSelect control={form.control} name="person" label="De quem é o rendimento">
          {people.map((k) => (
            <option key={k} value={String(k)}>
              {personText(k)}
            </option>
          ))}
        </FormSelect>
      ) : null}
      {STATEMENT_MONEY_FIELDS.map((f) => (
        <MoneyField key={f.name} control={form.control} name={f.name} label={f.label} hint={f.hint} />
      ))}
    </FormDialog>
  );
}
