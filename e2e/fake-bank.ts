/**
 * The bank the browser tests' local Pluggy knows (e2e/fake-pluggy-server.ts serves it; e2e/bank-sync.spec.ts reads
 * its figures from here): one MeuPluggy item of "Banco Inventado" with a checking account of 30 lines over the
 * last 20 days, a card with its limit, bill dates and 8 purchases, and three investments (a CDB at 102% do CDI, one
 * at IGP-M, which Grana does not follow, and 100 shares of INVT3). Invented data, dated from today in São Paulo
 * as Pluggy dates a line (the day at midnight UTC).
 */
import { addDays, todayIn } from '../common/dates';
import {
  creditAccount,
  type FakePluggyState,
  pluggyAccount,
  pluggyInvestment,
  pluggyItem,
  pluggyStock,
  pluggyTransaction,
} from '../server/test/fake-pluggy';

/** The developer pair the local Pluggy accepts, typed into "Credenciais do Pluggy" by the tests. */
export const FAKE_PLUGGY_CLIENT_ID = '7c1e5b2a-e2e0-4c1d-9a55-0000c11e0001';
export const FAKE_PLUGGY_CLIENT_SECRET = '0b9d4f6e-e2e0-4a7b-8c33-00005ec4e701';
/** The MeuPluggy item id the tests add as a connection. */
export const FAKE_ITEM_ID = 'a3f0c6d2-e2e0-4f00-8b00-00000000b4c0';

export const FAKE_INSTITUTION = 'Banco Inventado';
export const CHECKING_NAME = 'Conta Corrente Inventada';
export const CARD_NAME = 'Cartão Inventado Platinum';
/** The investments' names as the bank gives them: the CDB Grana values, the one worth the bank's value. */
export const CDB_NAME = 'CDB Banco Inventado 102% CDI';
export const IGPM_NAME = 'CDB Inventado IGP-M';

/** The money in the checking account before its first line: the bank shows this much more than Grana will. */
export const CHECKING_BEFORE_CENTS = 500_000;

/** Where the local Pluggy listens: beside the app's port, so that runs on other ports do not meet. */
export const fakePluggyPort = (appPort: number) => Number(process.env.E2E_PLUGGY_PORT ?? appPort + 1000);

const TIME_ZONE = 'America/Sao_Paulo';

interface Line {
  daysAgo: number;
  description: string;
  /** Positive: money in (CREDIT); negative: money out or a purchase (DEBIT). */
  cents: number;
}

const SHOPS = [
  'PADARIA PAO QUENTE',
  'SUPERMERCADO BOM PRECO',
  'FARMACIA SAUDE',
  'POSTO CAMINHO',
  'RESTAURANTE SABOR',
  'LIVRARIA LEITURA',
];

/** 30 lines: a salary 15 days ago and 29 purchases, two a day at most, each of its own shop, day and amount. */
export function checkingLines(): Line[] {
  const lines: Line[] = [{ daysAgo: 15, description: 'SALARIO EMPRESA INVENTADA', cents: 620_000 }];
  for (let i = 1; i < 30; i++) {
    lines.push({
      daysAgo: i % 20,
      description: `${SHOPS[i % SHOPS.length]} ${String(i).padStart(2, '0')}`,
      cents: -(1_250 + i * 317),
    });
  }
  return lines;
}

/** 8 purchases on the card over the last 20 days. */
export function cardLines(): Line[] {
  return Array.from({ length: 8 }, (_, i) => ({
    daysAgo: 1 + i * 2,
    description: `LOJA DO CARTAO ${String(i + 1).padStart(2, '0')}`,
    cents: -(4_990 + i * 1_115),
  }));
}

export const sumCents = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + line.cents, 0);

/** The item, its two accounts and their lines, as the local Pluggy holds them. */
export function fakeBankState(now = new Date()): FakePluggyState {
  const today = todayIn(TIME_ZONE, now);
  const day = (daysAgo: number) => `${addDays(today, -daysAgo)}T00:00:00.000Z`;
  const item = pluggyItem({
    id: FAKE_ITEM_ID,
    connector: { ...pluggyItem().connector, name: FAKE_INSTITUTION },
  });
  const checking = pluggyAccount({
    id: 'e2e-conta-corrente',
    itemId: item.id,
    name: CHECKING_NAME,
    number: '12345-6',
    balance: (CHECKING_BEFORE_CENTS + sumCents(checkingLines())) / 100,
  });
  const owed = -sumCents(cardLines());
  const card = creditAccount({
    id: 'e2e-cartao',
    itemId: item.id,
    name: CARD_NAME,
    number: '4321',
    // What is owed: every purchase, so the bank and Grana agree on the card.
    balance: owed / 100,
    creditData: {
      ...creditAccount().creditData!,
      creditLimit: 8000,
      availableCreditLimit: 8000 - owed / 100,
      balanceCloseDate: day(-10),
      balanceDueDate: day(-17),
    },
  });
  const line = (accountId: string, l: Line) =>
    pluggyTransaction({
      id: `${accountId}-${l.description}`,
      accountId,
      date: day(l.daysAgo),
      description: l.description,
      type: l.cents > 0 ? 'CREDIT' : 'DEBIT',
      // A bank account's outflow is negative at Pluggy, a card's purchase positive.
      amount: accountId === card.id ? Math.abs(l.cents) / 100 : l.cents / 100,
    });
  return {
    items: [item],
    accounts: [checking, card],
    transactions: [
      ...checkingLines().map((l) => line(checking.id, l)),
      ...cardLines().map((l) => line(card.id, l)),
    ],
    bills: {},
    investments: [
      pluggyInvestment({ id: 'e2e-cdb', itemId: item.id, name: CDB_NAME }),
      pluggyInvestment({
        id: 'e2e-cdb-igpm',
        itemId: item.id,
        name: IGPM_NAME,
        rate: null,
        rateType: 'IGPM',
      }),
      pluggyStock({ id: 'e2e-invt3', itemId: item.id }),
    ],
  };
}
