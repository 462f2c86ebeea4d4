import type { TaxParty } from '../../../common/contract/income-tax';
import { cn } from '../../lib/cn';
import { muted, warning } from './tax-section';

/** A payee's CPF/CNPJ as the server shows it (a CPF masked), or its absence as a warning. */
export function DocumentText({
  party,
  className,
}: {
  party: Pick<TaxParty, 'document'>;
  className?: string;
}) {
  return party.document ? (
    <span className={cn(muted, 'tabular-nums', className)}>{party.document}</span>
  ) : (
    <span className={cn('text-xs font-medium', warning, className)}>sem CPF/CNPJ</span>
  );
}

/** Who was paid or paid: its name and document, one over the other; a row without a payee says so. */
export function PartyText({ party, nameless }: { party: TaxParty; nameless: string }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className={cn('font-medium break-words', party.name === null && 'italic')}>
        {party.name ?? nameless}
      </span>
      {party.name === null && party.document === null ? null : <DocumentText party={party} />}
    </span>
  );
}
