/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: a session started on one works on
 * the other, both schedulers running at once pay each due fixed expense exactly once, and both daily reminder
 * jobs running at once send each person's items once.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatDateBR, todayIn } from '../../../common/dates';
import { queryRows } from '../../db/connect';
import type { TestUser } from '../../test/factories';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { expectLedgerConsistent } from '../world';
import { as, call, expectData, signUp } from './http-client';
import { PROBE_NAME, setupProcessLab } from './process-lab';
import type { ServerProcess } from './server-process';
import { waitUntil } from './wait';

const lab = setupProcessLab();

describe('two server processes on one PostgreSQL database', () => {
  it('a session started on one process works on the other, refresh and logout included', async () => {
    const database = await lab.freshDatabase();
    // Both start on an empty database at once: one migrates under the advisory lock, the other waits.
    const [a, b] = await Promise.all([lab.start('A', database), lab.start('B', database)]);

    const user = await signUp(a.origin, 'Maria em A');
    const me = await expectData(as(b.origin, user).get('/me'));
    expect(me).toMatchObject({ id: user.id, email: user.email });

    // Written through B, read through A.
    const account = await expectData(
      as(b.origin, user).post('/accounts', { name: 'Conta em B', type: 'checking', opening_balance: 100 }),
      201,
    );
    const created = await expectData(
      as(b.origin, user).post('/transactions', {
        amount: 42.5,
        description: 'Feira',
        date: todayIn(),
        type: 'DESPESA',
        accountId: account.id,
      }),
      201,
    );
    const listed = await expectData(as(a.origin, user).get('/transactions?limit=10'));
    expect(listed.items.map((t: { id: number }) => t.id)).toEqual([created.id]);
    const balances = await expectData<Array<{ id: number; balance: number }>>(
      as(a.origin, user).get('/accounts'),
    );
    expect(balances).toMatchObject([{ id: account.id, balance: 57.5 }]);

    // The refresh cookie A set is renewed by B; the new access token works on A.
    const refreshed = await call(b.origin, 'POST', '/auth/refresh', {
      cookies: { grana_refresh: user.refreshCookie },
    });
    expect(refreshed.status).toBe(200);
    const renewedCookie = refreshed.cookies.grana_refresh;
    expect(renewedCookie).toBeTruthy();
    expect(renewedCookie).not.toBe(user.refreshCookie);
    const renewed = { token: refreshed.body.data.accessToken as string };
    expect((await as(a.origin, renewed).get('/me')).status).toBe(200);

    // Logging out on B ends the sign-in on A too: neither the current nor the earlier cookie renews it.
    const logout = await call(b.origin, 'POST', '/auth/logout', {
      cookies: { grana_refresh: renewedCookie! },
    });
    expect(logout.status).toBe(200);
    for (const cookie of [renewedCookie!, user.refreshCookie]) {
      const again = await call(a.origin, 'POST', '/auth/refresh', { cookies: { grana_refresh: cookie } });
      expect(again.status).toBe(401);
    }
    // Signing in again works on either.
    const login = await call(b.origin, 'POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    expect((await as(a.origin, { token: login.body.data.accessToken }).get('/me')).status).toBe(200);

    await Promise.all([a.stop(), b.stop()]).then((exits) =>
      expect(exits).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]),
    );
  }, 120_000);

  it('both schedulers run the automatic fixed expenses at the same time and pay each due date once', async () => {
    const database = await lab.freshDatabase();
    const today = todayIn();

    // With scheduling off: people with many automatic fixed expenses already due, some months overdue (the
    // catch-up pays every due date up to today), some every two or three months; and some that must not be
    // paid by the scheduler: not due yet, or manual.
    const setup = await lab.start('setup', database);
    const people: TestUser[] = [];
    const expected = new Map<number, string[]>();
    const unpaid: number[] = [];
    for (let p = 0; p < 4; p++) {
      const user = await signUp(setup.origin, `Pessoa ${p + 1}`);
      people.push(user);
      const api = as(setup.origin, user);
      const account = await expectData(api.post('/accounts', { name: 'Conta', type: 'checking' }), 201);
      const category = await expectData(api.post('/categories', { nome: 'Contas', tipo: 'despesa' }), 201);
      for (let i = 0; i < 25; i++) {
        const overdue = (i * 7 + p) % 13; // 0 to 12 months
        const item = await expectData(
          api.post('/recurring', {
            account_id: account.id,
            amount: (1_000 + 137 * i + p) / 100,
            description: `Fixo ${p + 1}.${i + 1}`,
            category_id: i % 2 === 0 ? category.id : null,
            next_run: addMonths(today, -overdue),
            interval_count: 1 + (i % 3),
            mode: 'automatic',
          }),
          201,
        );
        // Every due date from next_run on, up to today; each is a month away from today or more, so the
        // answer does not change if the test runs across midnight.
        const dates: string[] = [];
        for (let k = 0; ; k++) {
          const date = addMonths(item.next_run, k * item.interval_count, item.due_day);
          if (date > today) break;
          dates.push(date);
        }
        expected.set(item.id, dates);
      }
      for (const [mode, nextRun] of [
        ['automatic', addMonths(today, 1)],
        ['manual', addMonths(today, -2)],
      ] as const) {
        const item = await expectData(
          api.post('/recurring', { account_id: account.id, amount: 10, next_run: nextRun, mode }),
          201,
        );
        unpaid.push(item.id);
      }
    }
    expect(await setup.stop()).toEqual({ code: 0, signal: null });
    const total = [...expected.values()].reduce((sum, dates) => sum + dates.length, 0);

    // Both processes run the scheduler at start and every second.
    const probe = new pg.Client({ connectionString: database.url, application_name: PROBE_NAME });
    await probe.connect();
    let servers: ServerProcess[] = [];
    let lockWaits = 0;
    try {
      servers = await Promise.all([
        lab.start('A', database, { schedulerSeconds: 1 }),
        lab.start('B', database, { schedulerSeconds: 1 }),
      ]);
      const paid = async () =>
        Number(
          (await probe.query('select count(*)::int as n from transactions where recurring_id is not null'))
            .rows[0].n,
        );
      await waitUntil(
        `${total} payments`,
        async () => {
          // A process waiting for a fixed expense's row lock held by the other one.
          const waits = await probe.query(
            `select count(*)::int as n from pg_locks l join pg_stat_activity s on s.pid = l.pid
             where not l.granted and s.datname = current_database()`,
          );
          lockWaits += Number(waits.rows[0].n);
          return (await paid()) >= total;
        },
        { timeoutMs: 60_000, everyMs: 20 },
      );
      // Two more rounds of both schedulers find nothing left to pay.
      await new Promise((r) => setTimeout(r, 2_500));
      expect(await paid()).toBe(total);
    } finally {
      await probe.end();
    }

    const inspection = await lab.inspect(database);
    try {
      const db = inspection.ctx.database.db;
      const rows = await queryRows<{ recurring_id: number; date: string }>(
        db,
        sql`select recurring_id, date from transactions where recurring_id is not null order by recurring_id, date`,
      );
      const actual = new Map<number, string[]>();
      for (const row of rows) {
        const id = Number(row.recurring_id);
        actual.set(id, [...(actual.get(id) ?? []), row.date]);
      }
      // Each due date of each item has exactly one transaction; nothing else was paid.
      expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
      expect(rows.length).toBe(total);
      for (const id of unpaid) expect(actual.has(id)).toBe(false);

      // Each item moved on: the last date paid, and the next one after today.
      const items = await queryRows<{ id: number; last_run: string | null; next_run: string }>(
        db,
        sql`select id, last_run, next_run from recurring where mode = 'automatic' and next_run <= ${addMonths(today, 1)}`,
      );
      for (const item of items) {
        const dates = expected.get(Number(item.id));
        if (!dates) continue;
        expect(item.last_run).toBe(dates.at(-1));
        expect(item.next_run > today).toBe(true);
      }
      // Balances and month totals equal the transactions.
      await expectLedgerConsistent(inspection.ctx, people);
    } finally {
      await inspection.close();
    }

    // What each process paid, from its own log: together exactly the total, so no payment went unreported
    // or was made twice.
    const created = servers.map((server) =>
      server
        .logs()
        .filter((line) => line.msg === 'automatic fixed expenses recorded')
        .reduce((sum, line) => sum + Number(line.created ?? 0), 0),
    );
    expect(created.reduce((a, b) => a + b, 0)).toBe(total);
    const both = created.every((n) => n > 0);
    console.info(
      `two schedulers: ${total} due dates of ${expected.size} items paid once; A paid ${created[0]}, ` +
        `B paid ${created[1]}; lock waits seen ${lockWaits}${both ? '' : ' (only one process found work to do)'}`,
    );
    const exits = await Promise.all(servers.map((s) => s.stop()));
    expect(exits).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
  }, 180_000);

  it('both reminder jobs run at once and each person gets one e-mail, each item in it once', async () => {
    const database = await lab.freshDatabase();
    const today = todayIn();
    const setup = await lab.start('setup', database);
    // Three people with bills due within their notice; the third never turned reminders on.
    const people: Array<{ user: TestUser; lines: string[] }> = [];
    for (let p = 0; p < 3; p++) {
      const user = await signUp(setup.origin, `Pessoa ${p + 1}`);
      const api = as(setup.origin, user);
      const account = await expectData(api.post('/accounts', { name: 'Conta', type: 'checking' }), 201);
      const lines: string[] = [];
      for (let i = 0; i < 3; i++) {
        const dueDate = addDays(today, i + 1);
        const amount = 100 * (p + 1) + i;
        await expectData(
          api.post('/recurring', {
            account_id: account.id,
            amount,
            description: `Conta ${p + 1}.${i + 1}`,
            next_run: dueDate,
            notify_days: 5,
          }),
          201,
        );
        lines.push(`Conta ${p + 1}.${i + 1}: R$ ${amount},00 em ${formatDateBR(dueDate)}`);
      }
      if (p < 2) await expectData(api.put('/me/reminders', { email_reminders: true }));
      people.push({ user, lines });
    }
    expect(await setup.stop()).toEqual({ code: 0, signal: null });

    const inbox = await startSmtpInbox();
    try {
      // REMINDERS_TIME already past: each process runs the job as it starts.
      const env = { SMTP_URL: inbox.url, REMINDERS_TIME: '00:00' };
      const servers = await Promise.all([
        lab.start('A', database, { env }),
        lab.start('B', database, { env }),
      ]);
      await waitUntil('two reminder e-mails', async () => inbox.received.length >= 2, { timeoutMs: 30_000 });
      // Both jobs have finished: each logged its run.
      await waitUntil(
        'both reminder runs',
        async () => servers.every((s) => s.logs().some((l) => l.msg === 'e-mail reminders run')),
        { timeoutMs: 30_000 },
      );
      expect(inbox.received).toHaveLength(2);
      for (const { user, lines } of people.slice(0, 2)) {
        const mails = inbox.received.filter((m) => m.to.includes(user.email));
        expect(mails).toHaveLength(1);
        const text = mails[0]?.mail.text ?? '';
        for (const line of lines) expect(text.split(line).length - 1, line).toBe(1);
        expect(mails[0]?.mail.subject).toBe('Grana: 3 vencimentos nos próximos dias');
      }
      expect(inbox.received.some((m) => m.to.includes(people[2]?.user.email ?? ''))).toBe(false);
      // Which process sent which e-mail does not matter; together they sent each once.
      const sent = servers.map((s) =>
        s
          .logs()
          .filter((l) => l.msg === 'e-mail reminders run')
          .reduce((sum, l) => sum + Number(l.items ?? 0), 0),
      );
      expect(sent[0]! + sent[1]!).toBe(6);
      const exits = await Promise.all(servers.map((s) => s.stop()));
      expect(exits).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
    } finally {
      await inbox.close();
    }
  }, 120_000);
});
