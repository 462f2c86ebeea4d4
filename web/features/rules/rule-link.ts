import { descriptionStem } from '../../../common/description-stem';
import { comparable } from '../../../common/rule-text';
import { emptyCondition, newRuleValues, type RuleFormValues } from './rule-form';

/**
 * The address that opens 'Nova regra' filled in from a transaction (its dialog's 'Criar regra' link):
 * /rules?nova=1&descricao=…&categoria=<id>&favorecido=<name>&tipo=RECEITA|DESPESA.
 */
export const RULE_LINK_PARAMS = ['nova', 'descricao', 'categoria', 'favorecido', 'tipo'] as const;

export function isNewRuleLink(params: URLSearchParams): boolean {
  return params.get('nova') === '1';
}

/**
 * What a rule made from a transaction looks for in descriptions: the description's stem (the words the
 * suggestions compare, 'uber trip' of 'UBER *TRIP HELP.UBER.COM'), as much of it as the description itself
 * contains as written ('uber': the asterisk stands between the words), so the rule matches the row it came from
 * and its kin, not only this one line. Empty when the description has no letters.
 */
export function rulePhraseOf(description: string): string {
  const text = comparable(description);
  const words = descriptionStem(description).split(' ').filter(Boolean);
  for (let n = words.length; n > 0; n--) {
    const phrase = words.slice(0, n).join(' ');
    if (text.includes(phrase)) return phrase;
  }
  return '';
}

/** The address of 'Nova regra' filled in from a transaction: its description's phrase, category, payee, type. */
export function newRuleLink(values: {
  description?: string;
  categoryId?: number | null;
  payeeName?: string | null;
  type?: 'RECEITA' | 'DESPESA';
}): string {
  const params = new URLSearchParams({ nova: '1' });
  const phrase = rulePhraseOf(values.description ?? '');
  if (phrase) params.set('descricao', phrase);
  if (values.categoryId) params.set('categoria', String(values.categoryId));
  if (values.payeeName) params.set('favorecido', values.payeeName);
  if (values.type) params.set('tipo', values.type);
  return `/rules?${params}`;
}

/**
 * The new rule the address asks for: 'Descrição contém <text>' (and 'Tipo é …' when given), named after the
 * text, with the category (when it is one of the person's) and the payee as its actions.
 */
export function linkedRuleValues(
  params: URLSearchParams,
  isCategory: (id: string) => boolean,
): RuleFormValues {
  const values = newRuleValues();
  const text = params.get('descricao')?.trim() ?? '';
  const category = params.get('categoria') ?? '';
  const type = params.get('tipo');
  const conditions = [{ ...emptyCondition('description'), value: text }];
  if (type === 'RECEITA' || type === 'DESPESA') conditions.push({ ...emptyCondition('type'), type });
  return {
    name: text,
    conditions,
    actions: {
      ...values.actions,
      category_id: isCategory(category) ? category : '',
      payee_name: params.get('favorecido')?.trim() ?? '',
    },
  };
}

/** The address without the link's parameters (once the dialog it opened is closed). */
export function withoutRuleLink(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of RULE_LINK_PARAMS) next.delete(name);
  return next;
}
