import type { RuleApplyBody, RuleChange } from '../../../common/contract/rules';

/** What 'Aplicar regras' asks: all history or a period, and whether rows with a category are included. */
export interface ApplyChoice {
  ruleId: number | null;
  period: 'all' | 'range';
  /** ISO dates as the date inputs hold them; blank leaves that end open. */
  from: string;
  to: string;
  includeCategorized: boolean;
}

/** The body of POST /rules/apply (without preview) for the choice. */
export function applyBody(choice: ApplyChoice): Omit<RuleApplyBody, 'preview'> {
  const range = choice.period === 'range';
  return {
    ...(choice.ruleId === null ? {} : { rule_id: choice.ruleId }),
    ...(range && choice.from ? { from: choice.from } : {}),
    ...(range && choice.to ? { to: choice.to } : {}),
    only_uncategorized: !choice.includeCategorized,
  };
}

const transactions = (count: number) => (count === 1 ? '1 transação' : `${count} transações`);

/** 'N transações serão alteradas', or the answer that nothing would change. */
export function previewCountText(count: number): string {
  if (count === 0) return 'Nenhuma transação seria alterada.';
  return count === 1 ? '1 transação será alterada' : `${count} transações serão alteradas`;
}

/** The toast once written: 'N transações atualizadas'. */
export function appliedText(count: number): string {
  return count === 1 ? '1 transação atualizada' : `${transactions(count)} atualizadas`;
}

/** Below a preview cut at the API's limit: 'e mais N'. */
export function moreText(count: number, shown: number): string | null {
  return count > shown ? `e mais ${count - shown}` : null;
}

export interface ChangeLine {
  label: string;
  before: string;
  after: string;
}

/** What changes in one transaction, field by field; a field that stays is not listed. */
export function changeLines(change: RuleChange): ChangeLine[] {
  const lines: ChangeLine[] = [];
  const { before, after } = change;
  const shown = (name: string | null, none: string) => name ?? none;
  if (before.category_name !== after.category_name)
    lines.push({
      label: 'Categoria',
      before: shown(before.category_name, 'Sem categoria'),
      after: shown(after.category_name, 'Sem categoria'),
    });
  if (before.payee_name !== after.payee_name)
    lines.push({
      label: 'Favorecido',
      before: shown(before.payee_name, 'Nenhum'),
      after: shown(after.payee_name, 'Nenhum'),
    });
  if (before.description !== after.description)
    lines.push({ label: 'Descrição', before: before.description, after: after.description });
  return lines;
}
