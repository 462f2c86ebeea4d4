import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountsKey } from '../../../entities/account/public';
import { TX_CREATED } from '../../../lib/events';
import { transactionsKey } from '../api/transactions';

/** A transaction saved in the global dialog shows up in the list at once, and in the accounts' balances. */
export function useRefreshOnCreated() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void client.invalidateQueries({ queryKey: transactionsKey });
      void client.invalidateQueries({ queryKey: accountsKey });
    };
    window.addEventListener(TX_CREATED, refresh);
    return () => window.removeEventListener(TX_CREATED, refresh);
  }, [client]);
}
