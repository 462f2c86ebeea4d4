import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AssetResponse } from '../../../common/contract/assets';
import type { z } from '../../../common/contract/shared';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { DateField } from '../../components/ui/date-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { MoneyField } from '../../components/ui/money-field';
import { browserToday } from '../../lib/browser-today';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useUpdateAsset } from './api/assets';
import { saleBody, saleFormSchema } from './asset-form';

/** 'Registrar venda': from the sale's day the bem counts nothing. Mounted only while a bem is chosen. */
export function SaleModal({ asset, onClose }: { asset: AssetResponse | null; onClose: () => void }) {
  return asset ? <SaleDialog asset={asset} onClose={onClose} /> : null;
}

function SaleDialog({ asset, onClose }: { asset: AssetResponse; onClose: () => void }) {
  const update = useUpdateAsset();
  const [today] = useState(browserToday);
  const [schema] = useState(() => saleFormSchema(asset, today));
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { soldOn: today, sold: '' },
  });

  const dialog = useFormDialog(form, {
    fields: ['soldOn', 'sold'],
    save: (values) => update.mutateAsync(saleBody(asset, values)),
    success: (values) => `Venda registrada: ${formatReais(values.sold)}`,
    fallback: 'Erro ao registrar a venda',
    onClose,
  });

  return (
    <FormDialog
      title="Registrar venda"
      onClose={onClose}
      widthClass="max-w-lg"
      state={dialog}
      label="Registrar venda"
      pendingLabel="Registrando..."
      intro={
        <div className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
          <p className="font-medium">{asset.name}</p>
          <p className="text-slate-600 dark:text-slate-400">
            Comprado em {formatDateBR(asset.acquiredOn)} por{' '}
            <span className="money">{formatReais(asset.acquired)}</span>
          </p>
        </div>
      }
    >
      <DateField control={form.control} name="soldOn" label="Data da venda" max={today} />
      <MoneyField control={form.control} name="sold" label="Valor da venda" />
      <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
        A partir dessa data o bem deixa de contar no patrimônio. O dinheiro recebido não é lançado em nenhuma
        conta: registre-o como receita na conta que o recebeu.
      </p>
    </FormDialog>
  );
}
