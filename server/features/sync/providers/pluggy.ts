/**
 * Pluggy behind SyncProvider, through the official pluggy-sdk: its client asks POST /auth for an API key (a JWT
 * that lasts 2 hours), keeps it while its `exp` is ahead and asks again after, and maps the methods used here onto
 * GET /items/{id}, /accounts, /transactions and /bills. What Grana adds: the address of the API per instance and
 * every failure turned into a ProviderError that carries nothing of the request (pluggy-client.ts), and Pluggy's
 * values in Grana's terms: cents, Brazilian days, RECEITA/DESPESA (pluggy-mapping.ts).
 */
import type { ProviderBill, ProviderCredentials, ProviderInvestment, SyncProvider } from '../provider';
import { call, GranaPluggyClient, type PluggyProviderOptions } from './pluggy-client';
import { cursorOf, readable, toAccount, toBill, toInvestment, toItem, toTransaction } from './pluggy-mapping';

/** Pluggy's largest page of the page-numbered lists (its documentation: "up to 500 per request"): a card's bills. */
export const PLUGGY_PAGE_SIZE = 500;

/** An item's investments read at most: 10,000 (a broker's account holds tens). */
const MAX_INVESTMENT_PAGES = 20;

/** A card's bills read at most: 10,000, centuries of monthly bills; an answer claiming more pages is not followed. */
const MAX_BILL_PAGES = 20;

export function pluggyProvider(
  credentials: ProviderCredentials,
  options: PluggyProviderOptions = {},
): SyncProvider {
  const client = new GranaPluggyClient(credentials, options);
  return {
    async verify() {
      // A new API key from POST /auth: the pair is good when Pluggy gives one.
      client.forgetApiKey();
      await call(client, () => client.newApiKey());
    },
    async item(itemId) {
      return toItem(await call(client, () => client.fetchItem(itemId)));
    },
    async accounts(itemId) {
      const page = await call(client, () => client.fetchAccounts(itemId));
      return page.results.map(toAccount);
    },
    async transactions(accountId, range, after) {
      // GET /v2/transactions: Pluggy's cursor pages (the page-numbered /transactions is deprecated); the page's
      // size is Pluggy's to choose.
      const answer = await call(client, () =>
        client.fetchTransactionsCursor(accountId, {
          dateFrom: range.from,
          dateTo: range.to,
          ...(after === null ? {} : { after }),
        }),
      );
      return { lines: answer.results.map(toTransaction), next: cursorOf(answer.next) };
    },
    async connectToken(owner) {
      const answer = await call(client, () => client.createConnectToken(undefined, { clientUserId: owner }));
      return answer.accessToken;
    },
    async bills(accountId) {
      const bills: ProviderBill[] = [];
      for (let page = 1; page <= MAX_BILL_PAGES; page++) {
        const answer = await call(client, () =>
          client.fetchCreditCardBills(accountId, { page, pageSize: PLUGGY_PAGE_SIZE }),
        );
        // A bill whose dates cannot be read is left out: its lines still come, placed by the other bills' dates.
        bills.push(...answer.results.flatMap((bill) => readable(() => [toBill(bill, accountId)], [])));
        if (answer.page >= answer.totalPages) break;
      }
      return bills;
    },
    async investments(itemId) {
      // GET /investments?itemId=: every type (the type filter left out), page by page.
      const investments: ProviderInvestment[] = [];
      for (let page = 1; page <= MAX_INVESTMENT_PAGES; page++) {
        const answer = await call(client, () =>
          client.fetchInvestments(itemId, undefined, { page, pageSize: PLUGGY_PAGE_SIZE }),
        );
        investments.push(...answer.results.map(toInvestment));
        if (answer.page >= answer.totalPages) break;
      }
      return investments;
    },
  };
}
