import type { TransactionHistory } from '../../../../common/contract/history';
import type { TransactionOrigin } from '../../../../common/contract/transactions';
import { formatInstantBR } from '../../../../common/dates';

const ORIGIN_WORDS: Record<TransactionOrigin, string> = {
  manual: 'Lançada',
  recurring: 'Lançada pelo gasto ou receita fixa',
  import: 'Importada de um extrato',
  sync: 'Trazida pela sincronização bancária',
};

/** 'Lançada por Ana em 21/11/2026 14:03'; a row nobody typed says where it came from. */
export function createdLine(created: TransactionHistory['created'], timeZone: string): string {
  const when = formatInstantBR(created.at, timeZone);
  const by = created.by === null ? '' : ` por ${created.by}`;
  return `${ORIGIN_WORDS[created.origin]}${created.origin === 'manual' ? by : ''} em ${when}`;
}

/** 'Bia em 22/11/2026 09:15'; someone no longer in Grana is 'Alguém que saiu do Grana'. */
export function changedLine(event: TransactionHistory['events'][number], timeZone: string): string {
  return `${event.by ?? 'Alguém que saiu do Grana'} em ${formatInstantBR(event.at, timeZone)}`;
}
