import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { Account } from '../../../../common/contract/accounts';
import type { HoldingResponse } from '../../../../common/contract/variable-income';
import { type CurrencyCode, HOME_CURRENCY } from '../../../../common/currencies';
import { DAY_TRADE_KINDS } from '../../../../common/variable-income';
import { DateField } from '../../../components/ui/date-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormSelect } from '../../../components/ui/form-select';
import { useAccounts } from '../../../entities/account/public';
import { browserToday } from '../../../lib/browser-today';
import { cn } from '../../../lib/cn';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useInvestments } from '../api/investments';
import { useCreateTrade } from '../api/variable-income';
import { investmentAccounts } from '../position-form-modal';
import { DecimalField } from './decimal-field';
import { formatAveragePrice } from './decimal-text';
import { freeCash, uncoveredCompraText } from './free-cash';
import { holdingCurrency, unitsText } from './holding-display';
import { HoldingSummary } from './holding-summary';
import { tradeAmountText, tradeToast, typedTradeCents } from './operation-display';
import {
  existingHolding,
  type SplitEvent,
  TRADE_FIELDS,
  type TradeFormOutput,
  type TradeFormValues,
  type TradeSideOfForm,
  tradeFormSchema,
  tradeFormValues,
} from './trade-form';
import { TradeHoldingFields } from './trade-holding-fields';
import { TradeMoneyFields } from './trade-money-fields';

/** A compra from scratch (no holding), or a compra, venda or event (desdobro, grupamento) of a holding. */
export type TradeTarget =
  | { side: 'compra'; holding?: HoldingResponse }
  | { side: 'venda' | 'evento'; holding: HoldingResponse };

interface Props {
  target: TradeTarget | null;
  holdings: readonly HoldingResponse[];
  onClose: () => void;
}

/** Mounted only while open, so the form starts fresh each time. */
export function TradeModal({ target, ...props }: Props) {
  return target ? <TradeDialog target={target} {...props} /> : null;
}

const TITLES: Record<TradeSideOfForm, string> = {
  compra: 'Registrar compra',
  venda: 'Registrar venda',
  evento: 'Desdobramento ou grupamento',
};

const FALLBACKS: Record<TradeSideOfForm, string> = {
  compra: 'Erro ao registrar a compra',
  venda: 'Erro ao registrar a venda',
  evento: 'Erro ao registrar o evento',
};

/** What the units of each event are, said under Quantidade with the usual example. */
const EVENT_QUANTITY: Record<SplitEvent, { label: string; hint: string }> = {
  desdobro: {
    label: 'Unidades acrescentadas',
    hint: 'As que você passou a ter a mais: num desdobramento de 1 para 2 de 100 ações, 100.',
  },
  grupamento: {
    label: 'Unidades retiradas',
    hint: 'As que deixou de ter: num grupamento de 10 para 1 de 100 ações, 90.',
  },
};

function TradeDialog({ target, holdings, onClose }: Props & { target: TradeTarget }) {
  const create = useCreateTrade();
  const accounts = useAccounts();
  const investments = useInvestments();
  const [today] = useState(browserToday);
  const [schema] = useState(() => tradeFormSchema(target.side, today, holdings));
  const all = accounts.data ?? [];
  const targets = investmentAccounts(all);
  const holding = target.holding;
  const form = useForm<TradeFormValues, unknown, TradeFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: tradeFormValues(today, holding, targets.length === 1 ? String(targets[0]?.id) : ''),
  });
  // The only investment account is chosen once the accounts arrive, unless the person already chose.
  const only = !holding && targets.length === 1 ? String(targets[0]?.id) : '';
  useEffect(() => {
    if (only !== '' && form.getValues('accountId') === '') form.setValue('accountId', only);
  }, [only, form]);

  const { investment, currency, cash } = useTradeAccounts(form, all, holding, accounts.isSuccess);

  const dialog = useFormDialog(form, {
    fields: TRADE_FIELDS,
    save: (body) => create.mutateAsync(body),
    success: (_, saved) => tradeToast(saved, currency),
    fallback: FALLBACKS[target.side],
    onClose,
  });

  const [accountId, ticker, quantity, price, fees, cashAccountId, event] = form.watch([
    'accountId',
    'ticker',
    'quantity',
    'price',
    'fees',
    'cashAccountId',
    'event',
  ]);
  // A desdobro or grupamento changes the units only: no price, fees or money to move (the server ignores them).
  const moves = target.side !== 'evento';
  const known = holding ?? existingHolding(holdings, accountId, ticker);
  const isNew = !known && ticker.trim() !== '';
  const amount =
    target.side === 'evento' ? null : tradeAmountText(target.side, quantity, price, fees, currency);
  // A compra paid with money already in the investment account: warned (not refused) when that money falls short.
  const compraCents =
    target.side === 'compra' && cashAccountId === ''
      ? typedTradeCents('compra', quantity, price, fees)
      : null;
  const uncovered =
    investment && compraCents !== null
      ? uncoveredCompraText(
          freeCash(investment, holdings, investments.data?.positions ?? []),
          compraCents,
          currency,
        )
      : null;
  const noAccount = !holding && accounts.isSuccess && targets.length === 0;

  return (
    <FormDialog
      title={TITLES[target.side]}
      onClose={onClose}
      state={dialog}
      widthClass="max-w-2xl"
      disabled={accounts.isPending || noAccount}
      label={moves ? TITLES[target.side] : 'Registrar'}
      pendingLabel="Registrando..."
      intro={holding ? <TradeHoldingSummary side={target.side} holding={holding} /> : null}
      instead={
        noAccount ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Um ativo fica numa conta do tipo Investimentos (a corretora), e este livro ainda não tem nenhuma:
            crie uma em Contas e volte aqui.
          </p>
        ) : null
      }
    >
      {holding ? null : <TradeHoldingFields form={form} targets={targets} known={known} isNew={isNew} />}
      {moves ? null : (
        <FormSelect control={form.control} name="event" label="Evento" className="sm:col-span-2">
          <option value="desdobro">Desdobramento (mais unidades)</option>
          <option value="grupamento">Grupamento (menos unidades)</option>
        </FormSelect>
      )}
      <DateField
        control={form.control}
        name="date"
        label={
          target.side === 'compra' ? 'Data da compra' : target.side === 'venda' ? 'Data da venda' : 'Data'
        }
        max={today}
      />
      <DecimalField
        control={form.control}
        name="quantity"
        label={moves ? 'Quantidade' : EVENT_QUANTITY[event].label}
        hint={moves ? undefined : EVENT_QUANTITY[event].hint}
        placeholder={moves ? 'Ex.: 100' : undefined}
      />
      {moves ? (
        <TradeMoneyFields
          form={form}
          side={target.side === 'compra' ? 'compra' : 'venda'}
          cash={cash}
          amount={amount}
          currency={currency}
        />
      ) : null}
      <UncoveredWarning text={uncovered} />
    </FormDialog>
  );
}

/**
 * The chosen investment account, the currency every figure of the trade is in (its account's: reais at the B3,
 * dollars at Avenue) and the accounts its money may come from or go to: in that currency, as the server refuses
 * another (a transfer converts). A money account left chosen for an account of another currency goes.
 */
function useTradeAccounts(
  form: UseFormReturn<TradeFormValues, unknown, TradeFormOutput>,
  all: readonly Account[],
  holding: HoldingResponse | undefined,
  loaded: boolean,
) {
  const [accountId, cashAccountId] = form.watch(['accountId', 'cashAccountId']);
  const investment = all.find((a) => String(a.id) === accountId);
  const currency: CurrencyCode = holding ? holdingCurrency(holding) : (investment?.currency ?? HOME_CURRENCY);
  const cash = all.filter(
    (a) =>
      a.type !== 'credit_card' &&
      a.archived_at === null &&
      String(a.id) !== accountId &&
      a.currency === currency,
  );
  const cashOffered = cashAccountId === '' || cash.some((a) => String(a.id) === cashAccountId);
  useEffect(() => {
    if (!cashOffered && loaded) form.setValue('cashAccountId', '');
  }, [cashOffered, loaded, form]);
  return { investment, currency, cash };
}

/** The warning of a compra the account's money does not cover (uncoveredCompraText), or its empty place. */
function UncoveredWarning({ text }: { text: string | null }) {
  return (
    // Always in the page, so a screen reader hears the warning come; empty, it takes back the grid's gap.
    <div aria-live="polite" className={cn('sm:col-span-2', !text && '-mt-4')}>
      {text ? (
        <p
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-200"
          data-testid="trade-uncovered"
        >
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** Why a venda on the day of a compra is not at the average price (common/trade-replay.ts). */
const DAY_TRADE_HINT =
  'Vendeu no mesmo dia de uma compra deste ativo? Até a quantidade comprada no dia é day trade: custa o preço da compra do dia e é tributada a 20%.';

/** The holding a venda or event is of: its units, and a venda's average price (and the day trade's exception). */
function TradeHoldingSummary({ side, holding }: { side: TradeSideOfForm; holding: HoldingResponse }) {
  return (
    <HoldingSummary holding={holding}>
      {side === 'evento' ? (
        <>
          Você tem <span className="money">{unitsText(holding.quantity)}</span>
        </>
      ) : side === 'venda' && holding.averagePrice ? (
        <>
          Você tem <span className="money">{unitsText(holding.quantity)}</span> a preço médio{' '}
          <span className="money">{formatAveragePrice(holding.averagePrice, holdingCurrency(holding))}</span>
          {DAY_TRADE_KINDS.includes(holding.kind) ? (
            <span className="mt-1 block text-xs" data-testid="trade-day-trade-hint">
              {DAY_TRADE_HINT}
            </span>
          ) : null}
        </>
      ) : null}
    </HoldingSummary>
  );
}
