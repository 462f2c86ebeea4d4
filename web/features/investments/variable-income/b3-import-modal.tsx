import { Upload } from 'lucide-react';
import { useId } from 'react';
import { AccountSelect } from '../../../components/ui/account-select';
import { FormError } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormModalFooter, Modal } from '../../../components/ui/modal';
import { B3FileInput } from './b3-file-input';
import { importLabel } from './b3-import-display';
import { B3Preview } from './b3-preview';
import { useB3Import } from './use-b3-import';

/** A button that opens 'Importar da B3'; beside 'Registrar compra' in the page's header. */
export function B3ImportButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      <Upload size={16} aria-hidden /> Importar da B3
    </Button>
  );
}

/** Mounted only while open, so it starts without a file each time. */
export function B3ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <B3ImportDialog onClose={onClose} /> : null;
}

/**
 * "Importar da B3": the account, the spreadsheet of the Área do Investidor, its preview (what it holds, what is new,
 * already recorded or wrong, and the kind of each ticker the file does not tell), then the import of its new lines.
 */
function B3ImportDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const helpId = useId();
  const b3 = useB3Import(onClose);
  const { form, data, fresh, pending } = b3;

  return (
    <Modal
      open
      title="Importar da B3"
      onClose={onClose}
      dirty={b3.file !== null}
      widthClass="max-w-3xl"
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={pending}
          disabled={b3.accountsPending || b3.noAccount || (fresh && b3.newCount === 0)}
          label={fresh ? importLabel(b3.newCount) : 'Ver prévia'}
          pendingLabel={b3.previewing ? 'Lendo a planilha...' : 'Importando...'}
        />
      }
    >
      <p id={helpId} className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        Baixe a planilha em Extratos, na Área do Investidor da B3 (investidor.b3.com.br): Negociação traz as
        compras e vendas, Movimentação os proventos, desdobros e grupamentos, Posição as cotações. Nada é
        registrado antes de você ver a prévia.
      </p>
      {b3.noAccount ? (
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          Os ativos ficam numa conta do tipo Investimentos (a corretora), e este livro ainda não tem nenhuma:
          crie uma em Contas e volte aqui.
        </p>
      ) : null}
      <form id={formId} onSubmit={b3.submit} noValidate className="flex min-w-0 flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <AccountSelect
            control={form.control}
            name="accountId"
            label="Conta de investimentos"
            placeholder="Selecione a corretora"
            accounts={b3.targets}
          />
          <B3FileInput file={b3.file} onChoose={b3.chooseFile} disabled={pending} describedBy={helpId} />
        </div>
        {data ? (
          <B3Preview
            data={data}
            lines={b3.lines}
            asking={b3.asking}
            kinds={b3.kinds}
            onKind={b3.chooseKind}
            posicao={b3.posicao}
            stale={b3.stale}
            pending={pending}
            control={form.control}
          />
        ) : null}
        <div aria-live="polite">
          <FormError message={b3.error} />
        </div>
      </form>
    </Modal>
  );
}
