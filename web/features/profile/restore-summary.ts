import type { RestoreCounts } from '../../../common/contract/export/restore';

const WORDS: Array<[keyof RestoreCounts, string, string]> = [
  ['accounts', 'conta', 'contas'],
  ['transactions', 'lançamento', 'lançamentos'],
  ['categories', 'categoria', 'categorias'],
  ['tags', 'tag', 'tags'],
  ['payees', 'favorecido', 'favorecidos'],
  ['budgets', 'orçamento', 'orçamentos'],
  ['goals', 'meta', 'metas'],
  ['recurring', 'gasto fixo', 'gastos fixos'],
  ['rules', 'regra', 'regras'],
  ['attachments', 'comprovante', 'comprovantes'],
];

const count = new Intl.NumberFormat('pt-BR');

/** '8 contas, 100.130 lançamentos, 40 categorias e 1 meta': what a restore brought back, empty kinds left out. */
export function restoreSummary(result: RestoreCounts): string {
  const parts = WORDS.filter(([key]) => result[key] > 0).map(
    ([key, one, many]) => `${count.format(result[key])} ${result[key] === 1 ? one : many}`,
  );
  if (parts.length === 0) return 'nenhum dado (o backup estava vazio)';
  if (parts.length === 1) return parts[0] as string;
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}
