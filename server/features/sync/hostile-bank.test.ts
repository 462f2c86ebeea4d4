import { describe, expect, it } from 'vitest';
import { SYNC_RUN_MESSAGES, SYNC_SKIP_REASONS } from '../../../common/contract/sync';
import { addDays, DEFAULT_TIME_ZONE, formatDateBR, todayIn } from '../../../common/dates';
import { TOTALS_LIMIT_MESSAGE } from '../../db/input-refusals';
import { actingAs, type TestUser } from '../../test/factories';
import { pluggyTransaction } from '../../test/fake-pluggy';
import { type ConnectedBank, setupTestAppWithPluggy } from '../../test/pluggy-app';
import { MAX_LINE_PAGES, syncConnectionsDue } from './run';

/**
 * Nothing a bank sends can corrupt a book or stop a sync: the aggregator (a local server speaking Pluggy's API,
 * through the real client) answers what a broken or hostile bank would. The good lines are written, the bad ones
 * skipped and named in the run's notes, every screen keeps answering, a run ends by its deadline, and another
 * person's automatic sync is not held behind it.
 */
const RUN_SECONDS = 8;
const { ctx, pluggy, connectedBank, syncNow } = setupTestAppWithPluggy({
  SYNC_RUN_SECONDS: String(RUN_SECONDS),
});

const today = () => todayIn(DEFAULT_TIME_ZONE);
const dayAgo = (n: number) => addDays(today(), -n);
const midnight = (day: string) => `${day}T00:00:00.000Z`;

type Connected = ConnectedBank;

/** A person connected to a bank with one account (a checking account, or a card), linked to a new Grana account. */
const connected = (kind: 'bank' | 'card' = 'bank', user?: TestUser) =>
  connectedBank({
    kind: kind === 'card' ? 'card' : 'checking',
    name: kind === 'card' ? 'Cartão Hostil' : 'Conta Hostil',
    user,
  });

async function rowsOf(c: Connected) {
  const list = await actingAs(ctx, c.user).get('/transactions', { accountId: c.accountId, limit: 100 });
  expect(list.status).toBe(200);
  return list.body.data.items as Array<{ date: string; description: string; amount: number; type: string }>;
}

describe('a hostile bank’s lines', () => {
  it('lines dated 9999, 3000 and year 1, a NUL, a tenth of a cent and one id twice: the good lines written, the rest named', async () => {
    const c = await connected();
    const line = (overrides: Parameters<typeof pluggyTransaction>[0]) =>
      pluggyTransaction({ accountId: c.bankAccountId, ...overrides });
    // The fake bank answers every line it holds, whatever the days asked (a bank that ignores the window).
    const hostile = [
      line({ date: midnight(dayAgo(3)), description: 'PADARIA REAL', amount: -12.5 }),
      line({ date: midnight(dayAgo(2)), description: 'SALARIO\u0000 ACME', type: 'CREDIT', amount: 5432.1 }),
      line({ date: '9999-12-20T00:00:00.000Z', description: 'LINHA DO FIM DOS TEMPOS', amount: -12 }),
      line({ date: '3000-06-01T00:00:00.000Z', description: 'LINHA DO ANO 3000', amount: -40 }),
      line({ date: '0001-01-01T12:00:00.000Z', description: 'LINHA DO ANO UM', amount: -77 }),
      line({ date: midnight(dayAgo(1)), description: 'TARIFA FRACIONADA', amount: -0.001 }),
    ];
    const repeated = line({ date: midnight(dayAgo(1)), description: 'MERCADO BOM', amount: -12 });
    pluggy().answerWith('/v2/transactions', (query) =>
      query.get('accountId') === c.bankAccountId
        ? { results: [...hostile, repeated, { ...repeated, amount: -99_999 }], next: null }
        : undefined,
    );
    try {
      const run = await syncNow(c);

      expect(run.outcome, run.error ?? '').toBe('ok');
      expect(run.fetched).toBe(8);
      expect(run.inserted).toBe(3);
      expect(run.notes[0]).toBe(
        '5 linhas do banco foram ignoradas: elas não puderam ser gravadas como vieram. Veja os motivos abaixo.',
      );
      expect(run.notes.slice(1).sort()).toEqual(
        [
          `20/12/9999 · R$ 12,00 · LINHA DO FIM DOS TEMPOS: ${SYNC_SKIP_REASONS.date}`,
          `01/06/3000 · R$ 40,00 · LINHA DO ANO 3000: ${SYNC_SKIP_REASONS.date}`,
          `01/01/0001 · R$ 77,00 · LINHA DO ANO UM: ${SYNC_SKIP_REASONS.date}`,
          `${formatDateBR(dayAgo(1))} · R$ 0,00 · TARIFA FRACIONADA: ${SYNC_SKIP_REASONS.belowCent}`,
          `${formatDateBR(dayAgo(1))} · R$ 99.999,00 · MERCADO BOM: ${SYNC_SKIP_REASONS.repeated}`,
        ].sort(),
      );
      const rows = await rowsOf(c);
      // The NUL is gone from the salary's text; the repeated id is the first line the bank sent.
      expect(rows.map((r) => [r.date, r.description, r.type, r.amount]).sort()).toEqual(
        [
          [dayAgo(1), 'MERCADO BOM', 'DESPESA', 12],
          [dayAgo(2), 'SALARIO ACME', 'RECEITA', 5432.1],
          [dayAgo(3), 'PADARIA REAL', 'DESPESA', 12.5],
        ].sort(),
      );
      // A second run of the same answer writes nothing more and says the same.
      const again = await syncNow(c);
      expect(again.outcome).toBe('ok');
      expect(again.inserted).toBe(0);
      expect((await rowsOf(c)).length).toBe(3);
    } finally {
      pluggy().answerWith('/v2/transactions', null);
    }
  });

  it('a card line of 1,000 installments and one dated 9999: skipped, the card’s purchases written, Cartões answering', async () => {
    const c = await connected('card');
    const card = (overrides: Parameters<typeof pluggyTransaction>[0]) =>
      pluggyTransaction({ accountId: c.bankAccountId, ...overrides });
    pluggy().answerWith('/v2/transactions', (query) =>
      query.get('accountId') === c.bankAccountId
        ? {
            results: [
              card({ date: midnight(dayAgo(4)), description: 'FARMACIA BOA', amount: 35.9 }),
              card({
                date: midnight(dayAgo(3)),
                description: 'LOJA SEM FIM',
                amount: 1,
                creditCardMetadata: { installmentNumber: 1, totalInstallments: 1000 },
              }),
              card({ date: '9999-12-20T00:00:00.000Z', description: 'COMPRA DO ANO 9999', amount: 12 }),
            ],
            next: null,
          }
        : undefined,
    );
    try {
      const run = await syncNow(c);
      expect(run.outcome, run.error ?? '').toBe('ok');
      expect(run.inserted).toBe(1);
      expect(run.notes.slice(1).sort()).toEqual(
        [
          `${formatDateBR(dayAgo(3))} · R$ 1,00 · LOJA SEM FIM: ${SYNC_SKIP_REASONS.installment}`,
          `20/12/9999 · R$ 12,00 · COMPRA DO ANO 9999: ${SYNC_SKIP_REASONS.date}`,
        ].sort(),
      );
      const cards = await actingAs(ctx, c.user).get('/cards');
      expect(cards.status, JSON.stringify(cards.body)).toBe(200);
      const shown = cards.body.data.find((k: { id: number }) => k.id === c.accountId);
      expect(shown.used).toBe(35.9);
      // The last day a form takes: a purchase typed for 31/12/2999 leaves Cartões answering too.
      const typed = await actingAs(ctx, c.user).post('/transactions', {
        type: 'DESPESA',
        amount: 10,
        date: '2999-12-31',
        description: 'Compra no último dia',
        accountId: c.accountId,
      });
      expect(typed.status, JSON.stringify(typed.body)).toBe(201);
      expect((await actingAs(ctx, c.user).get('/cards')).status).toBe(200);
    } finally {
      pluggy().answerWith('/v2/transactions', null);
    }
  });

  it('eleven lines of R$ 999.999.999.999,99 in one month: ten written, the one past the month’s limit skipped with its message', async () => {
    const c = await connected();
    const huge = Array.from({ length: 11 }, (_, i) =>
      pluggyTransaction({
        accountId: c.bankAccountId,
        date: midnight(dayAgo(1)),
        description: `APORTE ${i + 1}`,
        type: 'CREDIT',
        amount: 999_999_999_999.99,
      }),
    );
    pluggy().answerWith('/v2/transactions', (query) =>
      query.get('accountId') === c.bankAccountId ? { results: huge, next: null } : undefined,
    );
    try {
      const run = await syncNow(c);
      expect(run.outcome, run.error ?? '').toBe('ok');
      expect(run.inserted).toBe(10);
      expect(run.notes[0]).toBe(
        '1 linha do banco foi ignorada: ela não pôde ser gravada como veio. Veja o motivo abaixo.',
      );
      expect(run.notes[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} · R\$ 999\.999\.999\.999,99 · APORTE \d+: /);
      expect(run.notes[1]).toContain(TOTALS_LIMIT_MESSAGE);
      expect((await rowsOf(c)).length).toBe(10);
    } finally {
      pluggy().answerWith('/v2/transactions', null);
    }
  });
});

describe('a bank that never ends, or answers slowly', () => {
  it('a new cursor on every page, one line each: the run stops at its page bound, recorded and released', async () => {
    const c = await connected();
    let page = 0;
    pluggy().answerWith('/v2/transactions', (query) => {
      if (query.get('accountId') !== c.bankAccountId) return undefined;
      page++;
      const next = `/v2/transactions?accountId=${c.bankAccountId}&after=pagina-${page}`;
      return {
        results: [
          pluggyTransaction({
            accountId: c.bankAccountId,
            date: midnight(dayAgo(1)),
            description: `LINHA ${page}`,
          }),
        ],
        next,
      };
    });
    try {
      const started = Date.now();
      const run = await syncNow(c);
      expect(run.outcome).toBe('failed');
      expect([SYNC_RUN_MESSAGES.tooManyPages, SYNC_RUN_MESSAGES.tooSlow]).toContain(run.error);
      expect(page).toBeLessThanOrEqual(MAX_LINE_PAGES);
      expect(Date.now() - started).toBeLessThan((RUN_SECONDS + 10) * 1000);
      // Released: the next run is taken at once, not refused as running.
      pluggy().answerWith('/v2/transactions', null);
      expect((await syncNow(c)).outcome).toBe('ok');
    } finally {
      pluggy().answerWith('/v2/transactions', null);
    }
  });

  it('a bank slower than the run’s deadline: the run ends as too slow, and another person’s automatic sync is not held', async () => {
    // Connections already synced in this file are not due; these two are (new connections are due at once).
    const slow = await connected();
    const onTime = await connected();
    pluggy().state.transactions.push(
      pluggyTransaction({
        accountId: onTime.bankAccountId,
        date: midnight(dayAgo(1)),
        description: 'PADARIA NO HORARIO',
      }),
    );
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    pluggy().answerWith('/v2/transactions', async (query) => {
      if (query.get('accountId') !== slow.bankAccountId) return undefined;
      await held; // the bank never answers while the run waits
      return { results: [], next: null };
    });
    try {
      const started = Date.now();
      const pass = syncConnectionsDue({ database: ctx.database, settings: ctx.app.deps.sync }, () => {});
      let onTimeDoneAt: number | null = null;
      while (onTimeDoneAt === null && Date.now() - started < (RUN_SECONDS + 10) * 1000) {
        const runs = await actingAs(ctx, onTime.user).get(`/sync/connections/${onTime.connectionId}/runs`);
        if (runs.body.data[0]?.outcome === 'ok') onTimeDoneAt = Date.now();
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const done = await pass;
      const passEnded = Date.now();

      // The other person's run ended while the slow one still waited for its bank.
      expect(onTimeDoneAt).not.toBeNull();
      expect(onTimeDoneAt!).toBeLessThan(started + RUN_SECONDS * 1000);
      expect((await rowsOf(onTime)).map((r) => r.description)).toEqual(['PADARIA NO HORARIO']);
      // The slow run stopped at its deadline, recorded as too slow.
      expect(passEnded - started).toBeLessThan((RUN_SECONDS + 10) * 1000);
      expect(done.runs).toBe(2);
      const slowRuns = await actingAs(ctx, slow.user).get(`/sync/connections/${slow.connectionId}/runs`);
      expect(slowRuns.body.data[0]).toMatchObject({ outcome: 'failed', error: SYNC_RUN_MESSAGES.tooSlow });
    } finally {
      release();
      pluggy().answerWith('/v2/transactions', null);
    }
  });
});
