import type {
  ItemStatus,
  ProviderAccount,
  ProviderCredentials,
  ProviderFailure,
  ProviderItem,
  SyncProvider,
} from '../features/sync/provider';
import { ProviderError } from '../features/sync/provider';
import type { ProviderFactory } from '../features/sync/settings';

/**
 * An aggregator held in memory for API tests: the seam the sync feature takes (providerFor), not Pluggy. It knows
 * one developer pair and some items with their accounts; a test changes them or makes the next calls fail. The
 * real Pluggy client is tested against a local server speaking Pluggy's API (server/test/fake-pluggy.ts).
 */
export const TEST_SYNC_PAIR: ProviderCredentials = {
  clientId: '3f1c9a52-client-id-de-teste',
  clientSecret: '9d7e4b21-segredo-de-teste-nunca-em-claro',
};

/** An item every test bank knows: a checking account and a card with its limit and bill dates. */
export const TEST_ITEM_ID = 'b6d2a1f0-0000-4000-8000-00000000c0de';

export interface TestItem {
  item: ProviderItem;
  accounts: ProviderAccount[];
}

export function testItem(id: string = TEST_ITEM_ID, overrides: Partial<ProviderItem> = {}): TestItem {
  return {
    item: {
      id,
      institution: 'Banco Teste',
      status: 'ok',
      statusDetail: null,
      updatedAt: '2026-11-20T12:00:00.000Z',
      owner: null,
      ...overrides,
    },
    accounts: [
      {
        id: `${id}-conta`,
        itemId: id,
        kind: 'bank',
        name: 'Conta Corrente Teste',
        number: '12345-6',
        balanceCents: 152_030,
        currency: 'BRL',
        card: null,
      },
      {
        id: `${id}-cartao`,
        itemId: id,
        kind: 'card',
        name: 'Cartão Teste Platinum',
        number: '4321',
        balanceCents: 48_990,
        currency: 'BRL',
        card: { limitCents: 800_000, closingDate: '2026-12-03', dueDate: '2026-12-10' },
      },
    ],
  };
}

export class TestSyncBank {
  readonly items = new Map<string, TestItem>([[TEST_ITEM_ID, testItem()]]);
  readonly pairs: ProviderCredentials[] = [TEST_SYNC_PAIR];
  /** The credentials of every provider made, in order: what the feature called the aggregator with. */
  readonly calledWith: ProviderCredentials[] = [];
  private failures: ProviderFailure[] = [];

  /** The next `count` calls to the aggregator fail this way. */
  failNext(failure: ProviderFailure, count = 1): void {
    for (let i = 0; i < count; i++) this.failures.push(failure);
  }

  add(item: TestItem): void {
    this.items.set(item.item.id, item);
  }

  setStatus(itemId: string, status: ItemStatus, statusDetail: string | null = null): void {
    const known = this.items.get(itemId);
    if (known) known.item = { ...known.item, status, statusDetail };
  }

  readonly providerFor: ProviderFactory = (credentials) => {
    this.calledWith.push(credentials);
    const call = async <T>(answer: () => T): Promise<T> => {
      const failure = this.failures.shift();
      if (failure) throw new ProviderError(failure, `the test bank fails: ${failure}`);
      const known = this.pairs.some(
        (p) => p.clientId === credentials.clientId && p.clientSecret === credentials.clientSecret,
      );
      if (!known) throw new ProviderError('credentials', 'unknown client id or secret');
      return answer();
    };
    const itemOf = (itemId: string): TestItem => {
      const found = this.items.get(itemId);
      if (!found) throw new ProviderError('not_found', `no item ${itemId}`);
      return found;
    };
    const provider: SyncProvider = {
      verify: () => call(() => undefined),
      item: (itemId) => call(() => structuredClone(itemOf(itemId).item)),
      accounts: (itemId) => call(() => structuredClone(itemOf(itemId).accounts)),
      transactions: () => call(() => ({ lines: [], next: null })),
      bills: () => call(() => []),
      investments: () => call(() => []),
      connectToken: (owner) => call(() => `connect-token-${owner}`),
    };
    return provider;
  };
}
