import type { IncomeTaxResponse, TaxPaymentGroup } from '../../../common/contract/income-tax';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import { BeneficiarySelect } from './beneficiary-select';
import { codeText, deductibleNote, deductibleText } from './income-tax-display';
import { PartyText } from './party-text';
import { EmptyLine, muted, TaxSection } from './tax-section';

/**
 * 'Pagamentos efetuados': the year's deductible payments by the declaration's code, each payee with its CPF/CNPJ
 * (what the program asks of every line) and total, and what the group deducts.
 */
export function PaymentsSection({ data }: { data: IncomeTaxResponse }) {
  return (
    <TaxSection
      title="Pagamentos efetuados"
      description="Por código da declaração, com o CPF/CNPJ de quem recebeu, como a ficha pede."
      testId="tax-payments"
    >
      {data.payments.length === 0 ? (
        <EmptyLine>
          Nenhum pagamento dedutível em {data.year}. Associe categorias aos códigos da declaração abaixo.
        </EmptyLine>
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {data.payments.map((group) => (
            <PaymentGroup
              key={group.code}
              group={group}
              figures={data.figures}
              dependents={data.dependents}
            />
          ))}
        </div>
      )}
    </TaxSection>
  );
}

function PaymentGroup({
  group,
  figures,
  dependents,
}: {
  group: TaxPaymentGroup;
  figures: IncomeTaxResponse['figures'];
  dependents: number;
}) {
  const title = codeText(group.code, group.label);
  const note = deductibleNote(group, figures);
  return (
    <div
      className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      data-testid="tax-payment-group"
    >
      <h3 className="text-sm font-semibold">{title}</h3>
      {group.ficha !== 'Pagamentos Efetuados' ? <p className={muted}>Ficha {group.ficha}</p> : null}
      <ul aria-label={title} className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
        {group.lines.map((line) => (
          <li
            key={`${line.payeeId ?? 'none'}`}
            className="flex items-start justify-between gap-3 py-1.5 text-sm"
            data-testid="tax-payment-line"
          >
            <span className="flex min-w-0 flex-col">
              <PartyText party={line} nameless="Sem favorecido" />
              {group.kind === 'instrucao' ? <BeneficiarySelect line={line} dependents={dependents} /> : null}
            </span>
            <span className="money shrink-0 text-right">{formatReais(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid gap-1 border-t border-slate-200 pt-2 text-sm dark:border-slate-700">
        <div className="flex justify-between gap-3">
          <dt className="font-medium">Total</dt>
          <dd className="money font-semibold">{formatReais(group.total)}</dd>
        </div>
        <div className="grid grid-cols-[1fr_auto] gap-x-3">
          <dt>Dedutível</dt>
          <dd
            className={cn('text-right', group.deductible === null ? muted : 'money font-semibold')}
            data-testid="tax-deductible"
          >
            {deductibleText(group)}
          </dd>
          {note ? <dd className={cn(muted, 'col-span-2')}>{note}</dd> : null}
        </div>
      </dl>
    </div>
  );
}
