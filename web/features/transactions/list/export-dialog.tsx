import { useMutation } from '@tanstack/react-query';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { StatementDownload } from '../../../entities/account/public';
import { errorMessage } from '../../../lib/api-client';
import { downloadFilteredCsv } from '../api/export';
import type { TransactionListParams } from '../api/transactions';

/**
 * "Exportar": the CSV of what the list shows (its filters, every page), or one account's statement (OFX, QIF) of
 * the period: the filtered account, or the one chosen here (both formats are one account per file).
 */
export function ExportButton({ query }: { query: TransactionListParams }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const csv = useMutation({
    mutationFn: () => downloadFilteredCsv(query),
    onSuccess: (name) => toast(`Arquivo baixado: ${name}`, 'success'),
  });

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Download size={16} aria-hidden /> Exportar
      </Button>
      <Modal open={open} title="Exportar transações" onClose={() => setOpen(false)}>
        <div className="flex flex-col gap-5">
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">Planilha</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              As transações que a lista mostra, com os filtros aplicados (todas as páginas).
            </p>
            <Button variant="secondary" disabled={csv.isPending} onClick={() => csv.mutate()}>
              <FileSpreadsheet size={16} aria-hidden />{' '}
              {csv.isPending ? 'Preparando planilha...' : 'Baixar planilha (CSV)'}
            </Button>
            {csv.error ? (
              <Alert tone="error">
                {errorMessage(csv.error, 'Não foi possível baixar o arquivo. Tente novamente.')}
              </Alert>
            ) : null}
          </section>
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">Extrato de uma conta</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              OFX e QIF abrem em outros aplicativos de finanças; cada arquivo tem uma conta, no período da
              lista.
            </p>
            <StatementDownload accountId={query.accountId} period={{ from: query.from, to: query.to }} />
          </section>
        </div>
      </Modal>
    </>
  );
}
