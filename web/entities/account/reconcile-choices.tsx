import { formatDateBR } from '../../../common/dates';
import { Button } from '../../components/ui/button';
import type { Settle } from './use-reconcile';

/**
 * "Conferir saldo"'s buttons: Cancelar, the two ways of settling a difference (only while there is one), and the
 * confirmation, which submits the form and is open only when the balances agree.
 */
export function ReconcileChoices({
  formId,
  onCancel,
  ready,
  differenceCents,
  pending,
  onSettle,
}: {
  formId: string;
  onCancel: () => void;
  ready: boolean;
  differenceCents: number | null;
  pending: boolean;
  onSettle: (settle: Settle) => void;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      {ready && differenceCents !== 0 ? (
        <>
          <Button variant="secondary" onClick={() => onSettle('opening')}>
            Corrigir saldo inicial e confirmar
          </Button>
          <Button variant="secondary" onClick={() => onSettle('adjust')}>
            Criar ajuste e confirmar
          </Button>
        </>
      ) : null}
      <Button type="submit" form={formId} disabled={!ready || differenceCents !== 0}>
        {pending ? 'Confirmando...' : 'Confirmar conferência'}
      </Button>
    </>
  );
}

/**
 * What each way of settling a difference does to the figures, said before the person picks one: the adjustment is
 * income or expense of its month (Receitas, Despesas, the reports); the opening balance is money from before the
 * account's first row in Grana, which no month earned or spent — what a first confirmation after an import or a bank
 * connection usually finds.
 */
export function SettleChoices({ first, date }: { first: boolean; date: string }) {
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-400">
      {first ? (
        <p>
          Primeira conferência desta conta: se a diferença é o dinheiro que a conta já tinha antes do primeiro
          lançamento no Grana, <strong>corrija o saldo inicial</strong> — nenhum mês ganha receita ou despesa.
        </p>
      ) : null}
      <p>
        O saldo inicial corrigido muda o saldo da conta em todos os meses. O ajuste entra como receita ou
        despesa em {formatDateBR(date)} e conta nas Receitas, Despesas e relatórios do mês.
      </p>
    </div>
  );
}
