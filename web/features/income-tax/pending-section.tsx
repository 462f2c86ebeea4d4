import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { IncomeTaxResponse, TaxIncomeLine, TaxPendingRow } from '../../../common/contract/income-tax';
import { formatDateBR } from '../../../common/dates';
import { pendingTotal, WITHOUT_INFORME_HINT, WITHOUT_INFORME_TEXT } from '../../../common/income-tax-text';
import { formatReais } from '../../../common/money';
import { focusRing } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import {
  MISSING_TEXT,
  moreText,
  paymentCodeText,
  pendingCountText,
  pendingFixPath,
} from './income-tax-display';
import { INFORMES_ANCHOR } from './statements-section';
import { EmptyLine, muted, TaxSection, textLink } from './tax-section';

/** Where each link takes the person, said to those who hover it and to screen readers. */
const FIX_PLACE = {
  favorecido: 'em Transações',
  documento: 'em Favorecidos',
  comprovante: 'em Transações',
} as const;

/**
 * 'Pendências': the sources of taxable income without their informe, and the deductible payments the Receita may
 * ask to prove that lack what proves them (the payee, its CPF/CNPJ, the comprovante), each with a link to where it
 * is fixed.
 */
export function PendingSection({ data }: { data: IncomeTaxResponse }) {
  const { rows, count, withoutInforme } = data.pending;
  const more = moreText(count, rows.length);
  const total = pendingTotal(data.pending);
  return (
    <TaxSection
      title="Pendências"
      description="O que a Receita pede e falta: o informe de cada fonte pagadora, o CPF/CNPJ e o recibo de cada pagamento dedutível, o CPF/CNPJ de quem pagou cada rendimento."
      aside={
        total > 0 ? (
          <span
            className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200"
            data-testid="tax-pending-count"
          >
            {pendingCountText(total)}
          </span>
        ) : null
      }
      testId="tax-pending"
    >
      {total === 0 ? (
        <EmptyLine>Nenhuma pendência em {data.year}.</EmptyLine>
      ) : (
        <>
          <ul aria-label="Pendências" className="divide-y divide-slate-100 dark:divide-slate-800">
            {withoutInforme.map((line) => (
              <SourceWithoutInforme key={line.payeeId ?? line.name ?? ''} line={line} />
            ))}
            {rows.map((row) => (
              <PendingRow key={row.transactionId} row={row} />
            ))}
          </ul>
          {more ? <p className={cn(muted, 'mt-2 text-sm')}>{more}</p> : null}
        </>
      )}
    </TaxSection>
  );
}

/** A source of taxable income without its informe: what the rows hold, and where the informe is typed. */
function SourceWithoutInforme({ line }: { line: TaxIncomeLine }) {
  const name = line.name ?? 'Fonte sem favorecido';
  return (
    <li className="py-2 text-sm" data-testid="tax-pending-source">
      <div className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-medium break-words">
          {WITHOUT_INFORME_TEXT}: {name}
        </span>
        <span className="money shrink-0">{formatReais(line.total)}</span>
      </div>
      <p className={muted}>{WITHOUT_INFORME_HINT}</p>
      <a
        href={`#${INFORMES_ANCHOR}`}
        className={cn(textLink, 'mt-1 inline-flex min-h-8 items-center gap-1 text-xs')}
      >
        Incluir o informe<span className="sr-only"> de {name}</span>
        <ArrowRight size={12} aria-hidden />
      </a>
    </li>
  );
}

function PendingRow({ row }: { row: TaxPendingRow }) {
  const when = formatDateBR(row.date);
  return (
    <li className="py-2 text-sm" data-testid="tax-pending-row">
      <div className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-medium break-words">{row.description}</span>
        <span className="money shrink-0">{formatReais(row.amount)}</span>
      </div>
      <p className={muted}>
        {when} · {paymentCodeText(row.code)}
        {row.payee ? ` · ${row.payee}` : null}
      </p>
      <ul aria-label="O que falta" className="mt-1.5 flex flex-wrap gap-1.5">
        {row.missing.map((missing) => (
          <li key={missing}>
            <Link
              to={pendingFixPath(row, missing)}
              title={`Corrigir ${FIX_PLACE[missing]}`}
              className={cn(
                'inline-flex min-h-8 items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2.5 text-xs font-medium text-amber-900 hover:underline dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-200',
                focusRing,
              )}
            >
              {MISSING_TEXT[missing]}
              <span className="sr-only">
                {`: ${row.description}, ${when}. Corrigir ${FIX_PLACE[missing]}`}
              </span>
              <ArrowRight size={12} aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
