import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import type {
  BillPaymentOffer,
  BillPaymentOffersQuery,
  BillPaymentOption,
} from '../../../common/contract/cards';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { useActionError } from '../../lib/use-action-error';
import { useUndoToast } from '../undo/public';
import { useBillPaymentOffers, usePayBillWithRow } from './api/cards';
import { billMonthLabel } from './card-display';

const optionKey = (o: Pick<BillPaymentOption, 'card_id' | 'month' | 'before_grana'>) =>
  `${o.card_id}:${o.month}${o.before_grana ? ':antes' : ''}`;

/**
 * 'Nubank · fatura de novembro de 2026 · falta R$ 1.234,56', or for a bill of purchases made before Grana
 * 'Nubank · Fatura anterior ao Grana (novembro de 2026) · R$ 1.845,32'.
 */
export const optionText = (o: BillPaymentOption) =>
  o.before_grana
    ? `${o.card_name} · Fatura anterior ao Grana (${billMonthLabel(o.month)}) · ${formatReais(o.remaining)}`
    : `${o.card_name} · fatura de ${billMonthLabel(o.month)} · ${
        o.remaining > 0 ? `falta ${formatReais(o.remaining)}` : 'nada a pagar'
      }`;

/** The one line under the choice of "Fatura anterior ao Grana": what it records. */
export const BEFORE_GRANA_EXPLANATION =
  'A fatura como o banco a cobrou, com as compras feitas antes de você usar o Grana: o pagamento a quita inteira e o cartão fica como o banco mostra.';

/**
 * 'Parece pagamento de fatura': rows whose text says they paid a card's bill but that are still expenses (an
 * import or bank sync was not sure which bill, or the person typed it), each with the bills it could pay (the one
 * its amount fits first) and 'É pagamento da fatura', which makes it the bill's payment: a transfer into the card,
 * no longer counted as spending. 'Desfazer' in the toast gives the expense back. Nothing when there is none.
 */
export function BillPaymentOffers({
  query,
  enabled = true,
  onDone,
}: {
  query: BillPaymentOffersQuery;
  enabled?: boolean;
  onDone?: () => void;
}) {
  const offers = useBillPaymentOffers(query, enabled);
  const list = (offers.data ?? []).filter((offer) => offer.options.length > 0);
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="bill-payment-offers-title"
      className="col-span-full mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
      data-testid="bill-payment-offers"
    >
      <h3 id="bill-payment-offers-title" className="flex items-center gap-2 font-semibold">
        <CreditCard size={18} aria-hidden /> Parece pagamento de fatura
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {list.length === 1 ? 'Este lançamento parece' : 'Estes lançamentos parecem'} o pagamento da fatura de
        um cartão. Como despesa, {list.length === 1 ? 'ele conta' : 'eles contam'} como gasto, além das
        compras do cartão.
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {list.map((offer) => (
          <OfferRow key={offer.transaction_id} offer={offer} onDone={onDone} />
        ))}
      </ul>
    </section>
  );
}

function OfferRow({ offer, onDone }: { offer: BillPaymentOffer; onDone?: (() => void) | undefined }) {
  const first = offer.options[0] as BillPaymentOption;
  const [chosen, setChosen] = useState(optionKey(first));
  const pay = usePayBillWithRow();
  const undoToast = useUndoToast();
  const { error, attempt } = useActionError('Não foi possível registrar o pagamento da fatura');
  const option = offer.options.find((o) => optionKey(o) === chosen) ?? first;
  const submit = async () => {
    let undo = '';
    const done = await attempt(async () => {
      undo = (
        await pay.mutateAsync({
          transaction_id: offer.transaction_id,
          account_id: option.card_id,
          month: option.month,
          ...(option.before_grana ? { before_grana: true } : {}),
        })
      ).undo;
    });
    if (!done) return;
    undoToast(
      `Pagamento da fatura de ${billMonthLabel(option.month)} registrado`,
      undo,
      'Pagamento desfeito: o lançamento voltou a ser uma despesa',
    );
    onDone?.();
  };
  return (
    <li
      className="flex flex-col gap-2 rounded-lg bg-white p-3 dark:bg-slate-900"
      data-testid="bill-payment-offer"
    >
      <p className="text-sm">
        <span className="font-medium">{offer.description}</span> · {formatDateBR(offer.date)} ·{' '}
        {formatReais(offer.amount)} · {offer.account_name}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField
          label="Fatura paga"
          className="sm:flex-1"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          {offer.options.map((o) => (
            <option key={optionKey(o)} value={optionKey(o)}>
              {optionText(o)}
            </option>
          ))}
        </SelectField>
        <Button disabled={pay.isPending} onClick={() => void submit()}>
          É pagamento da fatura
        </Button>
      </div>
      {option.before_grana && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="before-grana-explanation">
          {BEFORE_GRANA_EXPLANATION}
        </p>
      )}
      <FormError message={error} />
    </li>
  );
}
