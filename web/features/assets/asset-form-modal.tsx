import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ASSET_KIND_LABELS,
  ASSET_KINDS,
  ASSET_NAME_MAX_LENGTH,
  ASSET_NOTES_MAX_LENGTH,
  type AssetResponse,
} from '../../../common/contract/assets';
import { DateField } from '../../components/ui/date-field';
import { TextField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormSelect } from '../../components/ui/form-select';
import { MoneyField } from '../../components/ui/money-field';
import { browserToday } from '../../lib/browser-today';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useCreateAsset, useUpdateAsset } from './api/assets';
import { type AssetFormOutput, type AssetFormValues, assetFormSchema, assetFormValues } from './asset-form';

/** 'Novo bem' (no bem given) or 'Editar bem'; mounted only while open, so the form starts fresh each time. */
export function AssetFormModal({
  open,
  asset,
  onClose,
}: {
  open: boolean;
  asset?: AssetResponse;
  onClose: () => void;
}) {
  return open ? <AssetFormDialog asset={asset} onClose={onClose} /> : null;
}

const FIELDS = ['name', 'kind', 'acquiredOn', 'acquired', 'notes'] as const;

function AssetFormDialog({ asset, onClose }: { asset?: AssetResponse; onClose: () => void }) {
  const create = useCreateAsset();
  const update = useUpdateAsset();
  const [today] = useState(browserToday);
  const form = useForm<AssetFormValues, unknown, AssetFormOutput>({
    resolver: zodResolver(assetFormSchema),
    defaultValues: assetFormValues(today, asset),
  });

  const dialog = useFormDialog(form, {
    fields: FIELDS,
    save: (values) =>
      asset
        ? update.mutateAsync({ ...values, id: asset.id, soldOn: asset.soldOn, sold: asset.sold })
        : create.mutateAsync(values),
    success: asset ? 'Bem atualizado' : 'Bem cadastrado',
    fallback: 'Erro ao salvar o bem',
    onClose,
  });

  return (
    <FormDialog
      title={asset ? 'Editar bem' : 'Novo bem'}
      onClose={onClose}
      state={dialog}
      widthClass="max-w-xl"
      label={asset ? 'Salvar' : 'Cadastrar'}
      pendingLabel={asset ? 'Salvando...' : 'Cadastrando...'}
    >
      <TextField
        label="Nome"
        placeholder="Ex.: Apartamento da Rua das Flores"
        autoComplete="off"
        maxLength={ASSET_NAME_MAX_LENGTH}
        className="sm:col-span-2"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <FormSelect control={form.control} name="kind" label="Tipo">
        {ASSET_KINDS.map((k) => (
          <option key={k} value={k}>
            {ASSET_KIND_LABELS[k]}
          </option>
        ))}
      </FormSelect>
      <DateField control={form.control} name="acquiredOn" label="Data da aquisição" />
      <MoneyField
        control={form.control}
        name="acquired"
        label="Valor pago"
        hint="O valor do bem até você informar outro"
        className="sm:col-span-2"
      />
      <TextField
        label="Observação"
        placeholder="Opcional"
        autoComplete="off"
        maxLength={ASSET_NOTES_MAX_LENGTH}
        className="sm:col-span-2"
        error={form.formState.errors.notes?.message}
        {...form.register('notes')}
      />
    </FormDialog>
  );
}
