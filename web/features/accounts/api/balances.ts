import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balances } from '../../../../common/contract/balances';
import { accountsKey } from '../../../entities/account/api/accounts';
import { api } from '../../../lib/api-client';

/** GET /accounts/balances: "Saldo em contas", "Faturas a pagar", "Parcelas futuras" and "Saldo líquido" today. */
export const getBalances = () => api.get<Balances>('/accounts/balances');

// Under the accounts' key: whatever refreshes the accounts refreshes these figures too.
export const balancesQuery = () =>
  queryOptions({ queryKey: [...accountsKey, 'balances'], queryFn: getBalances });

export const useBalances = () => useQuery(balancesQuery());
