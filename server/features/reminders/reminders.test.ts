import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  REMINDERS_CHOICE_MESSAGE,
  UNSUBSCRIBE_LINK_EXPIRED_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '../../../common/contract/reminders';
import { createMailer, type Mailer } from '../../mail/mailer';
import { moveClockTo, personAt, realClock } from '../../test/clock';
import {
  actingAs,
  createAccount,
  createSharedBook,
  createTransaction,
  createUser,
  inBook,
  joinBook,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { type ReceivedMail, type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { call, setupTestApp } from '../../test/test-app';
import { sendDueReminders } from './service';

const ctx = setupTestApp();
let inbox: SmtpInbox;
let mailer: Mailer;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  mailer = createMailer({ smtpUrl: inbox.url, from: 'Grana <nao-responda@grana.local>', log: ctx.app.log });
});
afterAll(async () => {
  await inbox?.close();
});
afterEach(() => realClock(ctx));

/** The daily job as every API process runs it, with mail going out over SMTP to the test's inbox. */
const runReminders = (through: Mailer = mailer) =>
  sendDueReminders({
    db: ctx.database.db,
    mailer: through,
    appUrl: ctx.config.appUrl,
    secret: ctx.config.jwtSecret,
  });

const mailTo = (user: TestUser, since = 0): ReceivedMail[] =>
  inbox.received.slice(since).filter((m) => m.to.includes(user.email));

/** The item lines of a reminder's text ("- Aluguel: R$ 1.234,56 em 21/11/2026 (amanhã)"), by section. */
function sections(mail: ReceivedMail): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  let current: string | undefined;
  for (const line of (mail.mail.text ?? '').split('\n')) {
    if (line.startsWith('- ') && current) out[current]?.push(line.slice(2));
    else if (
      /^(Gastos fixos|Receitas fixas previstas|Faturas de cartão|Imposto de Renda|Imposto da renda variável)$/.test(
        line,
      )
    ) {
      current = line;
      out[line] = [];
    }
  }
  return out;
}

const unsubscribeLink = (mail: ReceivedMail) =>
  /Para não receber mais estes lembretes: (\S+)/.exec(mail.mail.text ?? '')?.[1] ?? '';

async function turnRemindersOn(user: TestUser, on = true) {
  return succeeded<{ email_reminders: boolean }>(
    actingAs(ctx, user).put('/me/reminders', { email_reminders: on }),
  );
}

/** Another person, with one account and one fixed expense on it. */
async function personWithBill(name: string, bill: Record<string, unknown>) {
  const person = await createUser(ctx, { name });
  const account = await createAccount(ctx, person, { name: 'Conta' });
  await succeeded(actingAs(ctx, person).post('/recurring', { account_id: account.id, ...bill }));
  return person;
}

/**
 * Today is Friday 20/11/2026 in São Paulo. Maria (reminders on) has, from Itaú: internet 120,00 due today (paid
 * automatically),
 * rent 1.234,56 due tomorrow, the gym 99,90 on the 28th (notice 3 days: not yet), electricity on the 21st
 * already paid this month; a rent she receives, 800,00 on the 23rd (notice 5 days); and a Nubank card
 * (closes 15, due 22) whose November bill holds 300,00 unpaid.
 */
async function maria() {
  const { user, as } = await personAt(ctx, '2026-11-20T15:00:00Z');
  const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 5000 });
  const fixed = async (body: Record<string, unknown>) =>
    succeeded<{ id: number }>(as.post('/recurring', { account_id: itau.id, notify_days: 3, ...body }));
  await fixed({ amount: 120, description: 'Internet', due_day: 20, mode: 'automatic' });
  await fixed({ amount: 1234.56, description: 'Aluguel', due_day: 21 });
  await fixed({ amount: 99.9, description: 'Academia', due_day: 28 });
  const electricity = await fixed({ amount: 180, description: 'Luz', due_day: 21 });
  await succeeded(as.post('/fixed-expenses/confirm', { id: electricity.id }));
  await fixed({ type: 'RECEITA', amount: 800, description: 'Aluguel recebido', due_day: 23, notify_days: 5 });
  const card = await succeeded<{ id: number }>(
    as.post('/accounts', {
      name: 'Nubank',
      type: 'credit_card',
      closing_day: 15,
      due_day: 22,
      credit_limit: 3000,
      payment_account_id: itau.id,
    }),
  );
  await createTransaction(ctx, user, card.id, { amount: 300, date: '2026-11-10', description: 'Mercado' });
  return { user, as, itau };
}

describe('e-mail reminders', () => {
  it('are off until the person turns them on in Perfil, and the profile says whether the server sends e-mail', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    expect((await as.get('/me')).body.data).toMatchObject({ email_reminders: false, email_available: false });
    expect(await turnRemindersOn(user)).toMatchObject({ email_reminders: true });
    expect((await as.get('/me')).body.data.email_reminders).toBe(true);
    expect(await turnRemindersOn(user, false)).toMatchObject({ email_reminders: false });

    for (const body of [{}, { email_reminders: 'sim' }, { email_reminders: null }]) {
      const res = await as.put('/me/reminders', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(REMINDERS_CHOICE_MESSAGE);
    }
  });

  it('send one e-mail with what falls due within each notice, and never the same item and date twice', async () => {
    const { user, itau, as } = await maria();
    await turnRemindersOn(user);
    // Bruno (on) has his own bill; Carla (off) has one too; Davi (on) has nothing due.
    const bruno = await personWithBill('Bruno', { amount: 650, description: 'Condomínio', due_day: 22 });
    await turnRemindersOn(bruno);
    const carla = await personWithBill('Carla', { amount: 75, description: 'Celular', due_day: 21 });
    const davi = await createUser(ctx, { name: 'Davi' });
    await turnRemindersOn(davi);

    const before = inbox.received.length;
    const result = await runReminders();
    expect(result).toMatchObject({ failed: 0 });

    const [mail, ...more] = mailTo(user, before);
    expect(more).toEqual([]);
    expect(mail?.mail.subject).toBe('Grana: 4 vencimentos nos próximos dias');
    expect(mail?.mail.text).toContain('Olá, Maria da Silva.');
    expect(sections(mail as ReceivedMail)).toEqual({
      'Gastos fixos': [
        'Internet: R$ 120,00 em 20/11/2026 (hoje, lançado automaticamente)',
        'Aluguel: R$ 1.234,56 em 21/11/2026 (amanhã)',
      ],
      'Faturas de cartão': ['Fatura Nubank: R$ 300,00 em 22/11/2026'],
      'Receitas fixas previstas': ['Aluguel recebido: R$ 800,00 em 23/11/2026'],
    });
    // Links to the app's pages, and the same content as HTML.
    expect(mail?.mail.text).toContain(`Ver gastos fixos: ${ctx.config.appUrl}/gastos-fixos`);
    expect(mail?.mail.text).toContain(`Ver cartões: ${ctx.config.appUrl}/cards`);
    expect(mail?.mail.html).toContain('Aluguel: R$ 1.234,56 em 21/11/2026 (amanhã)');

    // Bruno's e-mail holds his bill only; Carla (off) and Davi (nothing due) get none.
    const [brunoMail, ...brunoMore] = mailTo(bruno, before);
    expect(brunoMore).toEqual([]);
    expect(brunoMail?.mail.subject).toBe('Grana: 1 vencimento nos próximos dias');
    expect(sections(brunoMail as ReceivedMail)).toEqual({
      'Gastos fixos': ['Condomínio: R$ 650,00 em 22/11/2026'],
    });
    expect(brunoMail?.mail.text).not.toContain('Aluguel');
    expect(mail?.mail.text).not.toContain('Condomínio');
    expect(mailTo(carla, before)).toEqual([]);
    expect(mailTo(davi, before)).toEqual([]);
    expect(inbox.received.length - before).toBe(2);

    // Run again the same day, twice at once as two processes would: nothing is mentioned a second time.
    await Promise.all([runReminders(), runReminders()]);
    expect(inbox.received.length - before).toBe(2);

    // A new bill due within its notice goes out alone, once, even with two runs at the same time.
    await succeeded(
      as.post('/recurring', { account_id: itau.id, amount: 45.5, description: 'Streaming', due_day: 22 }),
    );
    const beforeRace = inbox.received.length;
    await Promise.all([runReminders(), runReminders()]);
    const raced = mailTo(user, beforeRace);
    expect(raced).toHaveLength(1);
    expect(sections(raced[0] as ReceivedMail)).toEqual({
      'Gastos fixos': ['Streaming: R$ 45,50 em 22/11/2026'],
    });

    // Five days later the gym comes within its three days' notice; what was mentioned is not repeated.
    await moveClockTo(ctx, '2026-11-25T15:00:00Z', user);
    const later = inbox.received.length;
    await runReminders();
    const [gym, ...rest] = mailTo(user, later);
    expect(rest).toEqual([]);
    expect(sections(gym as ReceivedMail)).toEqual({
      'Gastos fixos': ['Academia: R$ 99,90 em 28/11/2026'],
    });
  });

  it("cover every book the person takes part in: a shared book's items carry its name, for each of its people", async () => {
    const { user: ana } = await personAt(ctx, '2026-11-20T15:00:00Z');
    const bia = await createUser(ctx, { name: 'Bia' });
    await turnRemindersOn(ana);
    await turnRemindersOn(bia);
    const casa = await createSharedBook(ctx, ana, 'Casa');
    await joinBook(ctx, ana, bia, casa, 'leitor');
    const inCasa = actingAs(ctx, inBook(ana, casa));
    const joint = await succeeded<{ id: number }>(
      inCasa.post('/accounts', { name: 'Conjunta', type: 'checking' }),
    );
    await succeeded(
      inCasa.post('/recurring', { account_id: joint.id, amount: 2500, description: 'Aluguel', due_day: 21 }),
    );
    const own = await createAccount(ctx, ana, { name: 'Minha' });
    await succeeded(
      actingAs(ctx, ana).post('/recurring', {
        account_id: own.id,
        amount: 60,
        description: 'Celular',
        due_day: 22,
      }),
    );

    const before = inbox.received.length;
    await runReminders();
    const [anaMail] = mailTo(ana, before);
    expect(sections(anaMail as ReceivedMail)).toEqual({
      'Gastos fixos': [
        'Aluguel (Casa): R$ 2.500,00 em 21/11/2026 (amanhã)',
        'Celular: R$ 60,00 em 22/11/2026',
      ],
    });
    const [biaMail] = mailTo(bia, before);
    expect(sections(biaMail as ReceivedMail)).toEqual({
      'Gastos fixos': ['Aluguel (Casa): R$ 2.500,00 em 21/11/2026 (amanhã)'],
    });
  });

  it("name the Carnê-Leão's DARF in the week before its last business day, computed as the page computes it", async () => {
    // Thursday 26/11/2026: rent of R$ 8.000,00 received from a person in October is due by Monday 30/11.
    const { user, as } = await personAt(ctx, '2026-11-26T15:00:00Z');
    await turnRemindersOn(user);
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const rent = await succeeded<{ id: number }>(
      as.post('/categories', { nome: 'Aluguel recebido', tipo: 'receita' }),
    );
    await succeeded(as.put('/income-tax/categories', { category_id: rent.id, code: 'carne_leao' }));
    await createTransaction(ctx, user, account.id, {
      type: 'RECEITA',
      amount: 8000,
      date: '2026-10-05',
      description: 'Aluguel outubro',
      categoryId: rent.id,
    });
    // R$ 8.000,00 less the simplified R$ 607,20 = R$ 7.392,80 × 27,5% − R$ 908,73 = R$ 1.124,29 (no reduction above
    // R$ 7.350,00 of income).
    const page = (await as.get('/income-tax', { ano: 2026 })).body.data;
    expect(page.carneLeao[0]).toMatchObject({ month: '2026-10', darf: 1124.29, dueDate: '2026-11-30' });

    const before = inbox.received.length;
    await runReminders();
    const [mail] = mailTo(user, before);
    expect(sections(mail as ReceivedMail)).toEqual({
      'Imposto de Renda': ['DARF do Carnê-Leão de outubro de 2026: R$ 1.124,29 em 30/11/2026'],
    });
    expect(mail?.mail.text).toContain(`Ver o Carnê-Leão: ${ctx.config.appUrl}/imposto-de-renda`);
    // Named once.
    const again = inbox.received.length;
    await runReminders();
    expect(mailTo(user, again)).toEqual([]);
  });

  it("name renda variável's DARF of last month's sales in the week before it falls due, as the page works it", async () => {
    // Thursday 26/11/2026: 1.000 ITUB4 bought at R$ 30,00 in September and sold at R$ 35,00 in October (R$ 35.000,00:
    // no exemption): 15% of R$ 5.000,00 = R$ 750,00, less the broker's 0,005% of R$ 35.000,00 (R$ 1,75) = R$ 748,25,
    // due Monday 30/11/2026.
    const { user, as } = await personAt(ctx, '2026-11-26T15:00:00Z');
    await turnRemindersOn(user);
    const broker = await createAccount(ctx, user, { name: 'Corretora', type: 'investment' });
    const base = { accountId: broker.id, ticker: 'ITUB4' };
    await succeeded(
      as.post('/variable-income/trades', {
        ...base,
        kind: 'acao',
        side: 'compra',
        date: '2026-09-15',
        quantity: 1000,
        price: 30,
      }),
    );
    await succeeded(
      as.post('/variable-income/trades', {
        ...base,
        side: 'venda',
        date: '2026-10-14',
        quantity: 1000,
        price: 35,
      }),
    );
    const page = (await as.get('/variable-income/taxes', { ano: 2026 })).body.data;
    expect(page.months[0].darfs[0]).toMatchObject({ code: '6015', pay: 748.25, dueDate: '2026-11-30' });

    const before = inbox.received.length;
    await runReminders();
    const [mail] = mailTo(user, before);
    expect(sections(mail as ReceivedMail)).toEqual({
      'Imposto da renda variável': ['DARF 6015 das vendas de outubro de 2026: R$ 748,25 em 30/11/2026'],
    });
    expect(mail?.mail.text).toContain(`Ver vendas e imposto: ${ctx.config.appUrl}/investimentos`);
    const again = inbox.received.length;
    await runReminders();
    expect(mailTo(user, again)).toEqual([]);
  });

  it('give the items back when the e-mail cannot be sent, so the next run sends them', async () => {
    const { user } = await maria();
    await turnRemindersOn(user);
    const refusing: Mailer = {
      ...mailer,
      sendReminder: async () => {
        throw new Error('SMTP recusou a mensagem');
      },
    };
    const before = inbox.received.length;
    const refused = await runReminders(refusing);
    expect(refused.sent).toBe(0);
    expect(refused.failed).toBeGreaterThan(0);
    expect(mailTo(user, before)).toEqual([]);
    await runReminders();
    const [mail] = mailTo(user, before);
    expect(mail?.mail.subject).toBe('Grana: 4 vencimentos nos próximos dias');
  });

  it('carry a link that turns them off without signing in, and a one-click unsubscribe for mail clients', async () => {
    const { user } = await maria();
    await turnRemindersOn(user);
    const before = inbox.received.length;
    await runReminders();
    const [mail] = mailTo(user, before);
    const link = new URL(unsubscribeLink(mail as ReceivedMail));
    expect(`${link.origin}${link.pathname}`).toBe(`${ctx.config.appUrl}/lembretes/desativar`);
    const token = link.searchParams.get('token') ?? '';

    // The page posts the token; no session is sent.
    const off = await call(
      ctx.app,
      'POST',
      `/api/v1/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(off.status).toBe(200);
    expect(off.body.data.message).toBe(UNSUBSCRIBED_MESSAGE);
    expect((await actingAs(ctx, user).get('/me')).body.data.email_reminders).toBe(false);

    // Nothing more is sent, even when something new falls due.
    const again = await moveClockTo(ctx, '2026-11-25T15:00:00Z', user);
    const later = inbox.received.length;
    await runReminders();
    expect(mailTo(user, later)).toEqual([]);

    // The mail client's button: List-Unsubscribe with a POST of "List-Unsubscribe=One-Click" (RFC 8058).
    await succeeded(again.put('/me/reminders', { email_reminders: true }));
    const headerLine = (name: string) =>
      mail?.mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? '';
    const header = headerLine('list-unsubscribe');
    const postUrl = new URL(/<([^>]+)>/.exec(header)?.[1] ?? '');
    expect(postUrl.pathname).toBe('/api/v1/reminders/unsubscribe');
    expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `${postUrl.pathname}${postUrl.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await again.get('/me')).body.data.email_reminders).toBe(false);
  });

  it('refuse a link that was not signed for this person and this purpose', async () => {
    const { user } = await maria();
    const other = await createUser(ctx, { name: 'Outra pessoa' });
    await turnRemindersOn(user);
    await turnRemindersOn(other);
    const before = inbox.received.length;
    await runReminders();
    const token =
      new URL(unsubscribeLink(mailTo(user, before)[0] as ReceivedMail)).searchParams.get('token') ?? '';
    const [, issued, signature] = token.split('.');
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [
      tampered,
      `${other.id}.${issued}.${signature}`, // Maria's signature does not turn another person's reminders off
      `${user.id}.${Number(issued) + 86_400}.${signature}`, // nor does it make her link last a day longer
      `${user.id}.${signature}`, // nor stand for a link without a date
      other.token, // an access token is not an unsubscribe token
      'abc',
    ]) {
      const res = await call(
        ctx.app,
        'POST',
        `/api/v1/reminders/unsubscribe?token=${encodeURIComponent(bad)}`,
      );
      expect(res.status, bad).toBe(400);
      expect(res.body.error.message).toBe(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
    }
    const missing = await call(ctx.app, 'POST', '/api/v1/reminders/unsubscribe');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
    for (const person of [user, other]) {
      expect((await actingAs(ctx, person).get('/me')).body.data.email_reminders).toBe(true);
    }
  });
  it('expire 90 days after the e-mail was sent: an older link changes nothing and says so', async () => {
    const { user } = await maria(); // 20/11/2026, 15:00 UTC
    await turnRemindersOn(user);
    const before = inbox.received.length;
    await runReminders();
    const token =
      new URL(unsubscribeLink(mailTo(user, before)[0] as ReceivedMail)).searchParams.get('token') ?? '';
    const post = (link: string) =>
      call(ctx.app, 'POST', `/api/v1/reminders/unsubscribe?token=${encodeURIComponent(link)}`);

    // 90 days and a minute later (18/02/2027): refused, reminders stay on.
    let as = await moveClockTo(ctx, '2027-02-18T15:01:00Z', user);
    const late = await post(token);
    expect(late.status).toBe(410);
    expect(late.body.error.message).toBe(UNSUBSCRIBE_LINK_EXPIRED_MESSAGE);
    expect((await as.get('/me')).body.data.email_reminders).toBe(true);

    // A link from before links carried a date (the id signed alone, as they were made) counts as expired.
    const key = createHmac('sha256', ctx.config.jwtSecret).update('grana:reminders-unsubscribe:v1').digest();
    const undated = `${user.id}.${createHmac('sha256', key).update(String(user.id)).digest('base64url')}`;
    const old = await post(undated);
    expect(old.status).toBe(410);
    expect(old.body.error.message).toBe(UNSUBSCRIBE_LINK_EXPIRED_MESSAGE);
    expect((await as.get('/me')).body.data.email_reminders).toBe(true);

    // On the 90th day the same link still works.
    as = await moveClockTo(ctx, '2027-02-18T14:59:00Z', user);
    const inTime = await post(token);
    expect(inTime.status).toBe(200);
    expect(inTime.body.data.message).toBe(UNSUBSCRIBED_MESSAGE);
    expect((await as.get('/me')).body.data.email_reminders).toBe(false);
  });
});
