import { emptyCondition, newRuleValues, type RuleFormValues } from './rule-form';

/**
 * The address that opens 'Nova regra' filled in from a transaction (its dialog's 'Criar regra' link):
 * /rules?nova=1&descricao=…&categoria=<id>&favorecido=<name>&tipo=RECEITA|DESPESA.
 */
export const RULE_LINK_PARAMS = ['nova', 'descricao', 'categoria', 'favorecido', 'tipo'] as const;

export function isNewRuleLink(params: URLSearchParams): boolean {
  return params.get('nova') === '1';
}

/** The address of 'Nova regra' filled in with these values. */
export function newRuleLink(values: {
  description?: string;
  categoryId?: number | null;
  payeeName?: string | null;
  type?: 'RECEITA' | 'DESPESA';
}): string {
  const params = new URLSearchParams({ nova: '1' });
  if (values.description) params.set('descricao', values.description);
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
