import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PositionResponse, PositionValue } from '../../../common/contract/investments';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { Alert } from '../../components/ui/alert';
import { errorMessage } from '../../lib/api-client';
import { missingRateNotice } from './position-display';
import { PARTIAL_AMOUNT_PROMPT, type RedeemScope } from './redeem-form';

/**
 * What the redemption pays, under the form: asked of the server for the date chosen (the whole position's, or
 * the part's once an amount is typed), or what is still missing to ask it.
 */
export function RedeemPreviewArea({
  position,
  dateReady,
  scope,
  asking,
  whole,
  part,
  partRefusal,
}: {
  position: PositionResponse;
  /** The date is one a redemption may have. */
  dateReady: boolean;
  scope: RedeemScope;
  /** An amount is typed for a part. */
  asking: boolean;
  whole: UseQueryResult<PositionValue>;
  part: UseQueryResult<PositionValue>;
  /** The server's refusal of the amount, said at its field. */
  partRefusal: string | null;
}) {
  const waiting = (text: string) => <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>;
  let preview: ReactNode;
  if (!dateReady) {
    preview = waiting(
      `Escolha uma data entre ${formatDateBR(position.date)} e hoje para ver quanto o resgate paga.`,
    );
  } else if (whole.isPending) {
    preview = waiting('Calculando o resgate...');
  } else if (whole.isError) {
    preview = <Alert tone="error">{errorMessage(whole.error, 'Não foi possível calcular o resgate')}</Alert>;
  } else if (scope === 'all') {
    preview = <RedeemPreview value={whole.data} partial={false} />;
  } else if (!asking) {
    preview = waiting(PARTIAL_AMOUNT_PROMPT);
  } else if (part.isPending) {
    preview = waiting('Calculando o resgate...');
  } else if (part.isError) {
    // A refusal of the amount is said at its field, and nothing stands here until another amount is typed.
    preview = partRefusal ? null : (
      <Alert tone="error">{errorMessage(part.error, 'Não foi possível calcular o resgate')}</Alert>
    );
  } else {
    preview = <RedeemPreview value={part.data} partial />;
  }
  return preview;
}

function RedeemPreview({ value, partial }: { value: PositionValue; partial: boolean }) {
  const notice = missingRateNotice(value);
  const rows: [string, string][] = [
    ['Valor bruto', formatReais(value.gross)],
    ['Rendimento', formatReais(value.yield)],
    ['IOF', formatReais(value.iof)],
    [
      value.incomeTaxRate === 'isento'
        ? 'Imposto de renda (isento)'
        : `Imposto de renda (${value.incomeTaxRate})`,
      formatReais(value.incomeTax),
    ],
  ];
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="mb-2 text-sm font-medium">
        {partial ? 'Resgate parcial' : 'Resgate'} em {formatDateBR(value.date)}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm" data-testid="redeem-preview">
        {rows.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="money pl-4 text-right">{amount}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="border-t border-slate-200 pt-1 font-semibold dark:border-slate-700">Líquido</dt>
          <dd className="money border-t border-slate-200 pt-1 pl-4 text-right font-semibold dark:border-slate-700">
            {formatReais(value.net)}
          </dd>
        </div>
      </dl>
      {notice ? <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">{notice}</p> : null}
    </div>
  );
}
