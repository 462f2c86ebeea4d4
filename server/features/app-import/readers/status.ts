import type { ImportStatus } from '../../../../common/csv';
import { normalizeWord } from '../../../../common/csv/normalize';

/** Status words of the Brazilian apps ('Pago', 'Não pago', 'Efetivado', 'Pendente', 'Conciliado'). */
export function brazilianStatus(word: string): ImportStatus {
  const w = normalizeWord(word);
  if (w === '') return 'CLEARED';
  if (/^(nao|pendente|a pagar|a receber|agendad|previst|em aberto|aberto)/.test(w)) return 'PENDING';
  if (/^(conciliad|reconciliad|conferid)/.test(w)) return 'RECONCILED';
  return 'CLEARED';
}
