import { useEffect, useState } from 'react';
import type { Account } from '../../../common/contract/accounts';
import { statementCurrencyProblem } from '../../../common/ofx/statement-currency';

export const NEEDS_ACCOUNT = 'Selecione a conta padrão';

/**
 * 'Conta padrão' of an import, where the lines go: chosen for the person when the book has a single account, and
 * its error ('Selecione a conta padrão') when the import is asked without one. `currencyProblem`: the statement is in
 * another currency than the account chosen (an OFX's CURDEF), in the words the server would refuse the import with.
 */
export function useDefaultAccount(
  accounts: readonly Account[] | undefined,
  onChoose: () => void,
  statementCurrency?: string,
) {
  const [id, setId] = useState('');
  const [error, setError] = useState<string | null>(null);

  // With a single account there is nothing to choose.
  useEffect(() => {
    if (accounts?.length === 1 && id === '') setId(String(accounts[0]!.id));
  }, [accounts, id]);

  const chosen = accounts?.find((a) => String(a.id) === id);
  return {
    id,
    error,
    currencyProblem: statementCurrencyProblem(statementCurrency, chosen),
    setError,
    /** Chosen for the person (an OFX's account imported before): nothing is wrong any more. */
    remember: (remembered: number) => {
      setId(String(remembered));
      setError(null);
    },
    /** Chosen by the person (`onChoose` follows): none chosen is said at once. */
    choose: (chosen: string) => {
      setId(chosen);
      onChoose();
      setError(chosen ? null : NEEDS_ACCOUNT);
    },
  };
}
