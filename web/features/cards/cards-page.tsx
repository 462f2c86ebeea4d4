import { ChevronLeft, ChevronRight, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { addBillMonths } from '../../../common/card-bills';
import type { BillSummary, CardSummary } from '../../../common/contract/cards';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { IconButton } from '../../components/ui/icon-button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useCanWrite } from '../../entities/book/public';
import { useCards } from '../../entities/card/api/cards';
import { BillPaymentOffers } from '../../entities/card/bill-payment-offers';
import {
  availableText,
  BillStatusBadge,
  billLeft,
  billLeftText,
  billTitle,
  limitUse,
} from '../../entities/card/card-display';
import { cn } from '../../lib/cn';
import { BillView } from './bill-view';
import { PayBillDialog } from './pay-bill-dialog';

const linkButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800';

/** 'Cartões': each card's limit and bills, a bill's items and payments, and paying it. */
export function CardsPage() {
  const cards = useCards();
  const [shown, setShown] = useState<{ cardId: number; month: string } | null>(null);
  const [paying, setPaying] = useState<{ card: CardSummary; bill: BillSummary } | null>(null);
  // A leitor sees the bills, never 'Pagar', 'Alterar datas' or 'Antecipar': each writes.
  const writable = useCanWrite();
  const list = cards.data ?? [];
  const selected = list.find((c) => c.id === shown?.cardId) ?? list[0];
  const month =
    shown && selected && shown.cardId === selected.id ? shown.month : selected?.current_bill.month;

  return (
    <>
      <PageHeader title="Cartões" subtitle="Faturas, parcelas e o limite dos seus cartões de crédito" />
      {cards.isPending ? (
        <Skeleton label="Carregando cartões...">
          <SkeletonRows rows={3} />
        </Skeleton>
      ) : cards.isError ? (
        <LoadFailed query={cards} fallback="Erro ao carregar cartões" />
      ) : list.length === 0 ? (
        <EmptyState
          title="Nenhum cartão de crédito"
          description={
            writable
              ? 'Cadastre um cartão em Contas, com o tipo Cartão de Crédito, o dia de fechamento, o dia de vencimento e o limite.'
              : 'Este livro ainda não tem cartões de crédito.'
          }
          action={
            writable ? (
              <Link to="/accounts" className={linkButton}>
                Ir para Contas
              </Link>
            ) : null
          }
        />
      ) : (
        <div className="flex flex-col gap-6">
          {writable ? <BillPaymentOffers query={{}} /> : null}
          <ul aria-label="Cartões" className="grid gap-4 lg:grid-cols-2">
            {list.map((card) => (
              <li key={card.id}>
                <CardSummaryCard
                  card={card}
                  selected={card.id === selected?.id}
                  onShowBills={() => setShown({ cardId: card.id, month: card.current_bill.month })}
                  onPay={writable ? () => setPaying({ card, bill: card.next_due_bill }) : undefined}
                />
              </li>
            ))}
          </ul>
          {selected && month ? (
            <section aria-labelledby="bill-title" className="flex flex-col gap-3">
              <div className="flex items-center justify-between gap-2">
                <h2 id="bill-title" className="font-semibold">
                  {selected.name}: fatura
                </h2>
                <div className="flex items-center gap-1">
                  <IconButton
                    label="Fatura anterior"
                    icon={ChevronLeft}
                    onClick={() => setShown({ cardId: selected.id, month: addBillMonths(month, -1) })}
                  />
                  <IconButton
                    label="Próxima fatura"
                    icon={ChevronRight}
                    onClick={() => setShown({ cardId: selected.id, month: addBillMonths(month, 1) })}
                  />
                </div>
              </div>
              <BillView
                card={selected}
                month={month}
                onPay={(bill) => setPaying({ card: selected, bill })}
                writable={writable}
              />
            </section>
          ) : null}
        </div>
      )}
      {paying ? (
        <PayBillDialog card={paying.card} bill={paying.bill} onClose={() => setPaying(null)} />
      ) : null}
    </>
  );
}

function CardSummaryCard({
  card,
  selected,
  onShowBills,
  onPay,
}: {
  card: CardSummary;
  selected: boolean;
  onShowBills: () => void;
  /** Absent where the book is only read. */
  onPay?: () => void;
}) {
  const over = card.available < 0;
  const due = card.next_due_bill;
  return (
    <Card className={cn('flex flex-col gap-3', selected && 'ring-2 ring-brand-600/40')}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <CreditCard size={18} aria-hidden className="text-slate-500" />
        <h3 className="min-w-0 flex-1 font-semibold break-words">{card.name}</h3>
        {/* Under the name on a phone, so a long name is never cut. */}
        <span className="w-full pl-[26px] text-xs text-slate-500 sm:w-auto sm:pl-0 dark:text-slate-400">
          fecha dia {card.closing_day} · vence dia {card.due_day}
        </span>
      </div>
      <div>
        <div
          role="progressbar"
          aria-label={`Limite usado de ${card.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(limitUse(card))}
          className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
        >
          <div
            className={cn('h-full rounded-full', over ? 'bg-red-500' : 'bg-brand-600')}
            style={{ width: `${limitUse(card)}%` }}
          />
        </div>
        <p
          className={cn(
            'mt-1 text-sm',
            over ? 'text-red-600 dark:text-red-400' : 'text-slate-600 dark:text-slate-400',
          )}
          data-testid="card-limit"
        >
          Usado <span className="money">{formatReais(card.used)}</span> · {availableText(card)} de{' '}
          <span className="money">{formatReais(card.credit_limit)}</span>
        </p>
      </div>
      <BillLine label="Fatura atual" bill={card.current_bill} />
      {due.month !== card.current_bill.month ? <BillLine label="A pagar" bill={due} /> : null}
      <div className="flex flex-wrap gap-2">
        {/* Nothing left on the bill to pay: the line says "Paga", and there is nothing to press. */}
        {onPay && billLeft(due) > 0 ? <Button onClick={onPay}>Pagar fatura</Button> : null}
        <Button variant="secondary" onClick={onShowBills}>
          Ver faturas
        </Button>
      </div>
    </Card>
  );
}

/** A bill at the top of its card: what is left to pay (with the total once something was paid), or "Paga". */
function BillLine({ label, bill }: { label: string; bill: BillSummary }) {
  const left = billLeft(bill);
  return (
    <div className="flex items-center justify-between gap-2 text-sm" data-testid="card-bill">
      <div className="min-w-0">
        <p className="font-medium">
          {label} <BillStatusBadge status={bill.status} />
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {billTitle(bill)} · fecha {formatDateBR(bill.closing_date)}
        </p>
      </div>
      <div className="shrink-0 text-right" data-testid="card-bill-left">
        {left > 0 && bill.paid > 0 ? (
          <>
            <span className="font-semibold">
              Falta <span className="money">{billLeftText(bill)}</span>
            </span>
            <span className="block text-xs text-slate-500 dark:text-slate-400">
              Total <span className="money">{formatReais(bill.total)}</span>
            </span>
          </>
        ) : (
          <span
            className={cn(
              'money font-semibold',
              bill.paid > 0 && left === 0 && 'text-emerald-700 dark:text-emerald-400',
            )}
          >
            {billLeftText(bill)}
          </span>
        )}
      </div>
    </div>
  );
}
