/**
 * An OFX statement names its currency (CURDEF); an account keeps its rows in its own (accounts.currency). A statement
 * in one currency imported into an account in another would write dollars as reais: the wizard's preview says so
 * when the account is chosen, and the import refuses it before writing anything, in the same words.
 */

/** The account a statement would go to, as far as its currency matters. */
export interface AccountForStatement {
  name: string;
  currency: string;
}

export const statementCurrencyMessage = (statement: string, account: AccountForStatement) =>
  `Este extrato está em ${statement} e a conta ${account.name} está em ${account.currency}. ` +
  `Escolha uma conta em ${statement} ou crie uma.`;

/**
 * Why a statement in `statementCurrency` (an OFX's CURDEF; undefined when the file names none, as a CSV) cannot go
 * to `account`, or null when it can.
 */
export function statementCurrencyProblem(
  statementCurrency: string | undefined,
  account: AccountForStatement | undefined,
): string | null {
  const statement = statementCurrency?.trim().toUpperCase();
  if (!statement || !account || statement === account.currency) return null;
  return statementCurrencyMessage(statement, account);
}
