import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES, type Profile } from '../../../common/contract/auth';
import {
  BOOK_MESSAGES,
  type InvitationsAwaitingProof,
  type ReceivedInvitation,
} from '../../../common/contract/books';
import { buildApp } from '../../app';
import {
  actingAs,
  createSharedBook,
  createUser,
  inBook,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { call, noMail, setupTestApp, type TestContext, testConfig } from '../../test/test-app';

/**
 * Issue 55: sign-up never proved the address, so an invitation to an address with no account went to whoever signed
 * up with it first. The in-app invitations now wait for a proven address; the invitation's link still works alone.
 */
const ctx = setupTestApp();
let inbox: SmtpInbox;
/** The app as a server without SMTP_URL runs it: nothing is mailed, nothing can prove an address. */
let quiet: TestContext;
/** The app with SMTP_URL pointing at a real SMTP server in this process. */
let mailing: TestContext;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const quietApp = await buildApp({ config: ctx.config, database: ctx.database, mailer: noMail });
  const mailingApp = await buildApp({ config: testConfig({ SMTP_URL: inbox.url }), database: ctx.database });
  apps.push(quietApp, mailingApp);
  quiet = { ...ctx, app: quietApp };
  mailing = { ...ctx, app: mailingApp };
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await inbox?.close();
});

let sequence = 0;
/** An address no one has signed up with yet. */
const freshAddress = (who: string) => `${who}.${Date.now()}.${++sequence}@teste.grana`;

async function invite(app: TestContext, owner: TestUser, bookId: number, email: string) {
  const sent = await succeeded<{ invitation: { id: number }; link: string }>(
    actingAs(app, owner).post('/books/invitations', { bookId, email, role: 'editor' }),
  );
  return { id: sent.invitation.id, token: new URL(sent.link).searchParams.get('token')! };
}

const received = async (app: TestContext, person: TestUser) =>
  succeeded<ReceivedInvitation[]>(actingAs(app, person).get('/books/invitations/received'));
const awaiting = (app: TestContext, person: TestUser) =>
  succeeded<InvitationsAwaitingProof>(actingAs(app, person).get('/books/invitations/received/waiting'));
const profile = (app: TestContext, person: TestUser) => succeeded<Profile>(actingAs(app, person).get('/me'));
const verify = (app: TestContext, token: string) =>
  call(app.app, 'POST', '/api/v1/auth/verify-email', { body: { token } });

/** The newest confirmation mail in the SMTP server's inbox for the address, and its link's token. */
async function confirmationTo(email: string): Promise<{ text: string; token: string }> {
  // Mail goes out without holding the answer: wait for it to arrive.
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mail = inbox.received
      .filter((m) => m.to.includes(email.toLowerCase()) && m.mail.subject === 'Grana: confirme o seu e-mail')
      .at(-1);
    if (mail) {
      const text = mail.mail.text ?? '';
      const link = text.match(/https?:\/\/\S+\/confirmar-email\?token=\S+/)?.[0];
      if (!link) throw new Error(`no confirmation link in: ${text}`);
      return { text, token: new URL(link).searchParams.get('token')! };
    }
    if (Date.now() > deadline) throw new Error(`no confirmation mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const confirmationsTo = (email: string) =>
  inbox.received.filter(
    (m) => m.to.includes(email.toLowerCase()) && m.mail.subject === 'Grana: confirme o seu e-mail',
  ).length;

describe('an invitation to an address with no account, without SMTP', () => {
  it('is not offered to a stranger who signs up with the address; the book stays closed to them', async () => {
    const ana = await createUser(quiet, { name: 'Ana Dona' });
    const casa = await createSharedBook(quiet, ana, 'Casa da Família');
    await succeeded(
      actingAs(quiet, inBook(ana, casa)).post('/accounts', {
        name: 'Conta Conjunta',
        type: 'checking',
        opening_balance: 1000,
      }),
    );
    const address = freshAddress('convidado');
    const { id } = await invite(quiet, ana, casa, address);

    const stranger = await createUser(quiet, { name: 'Estranho', email: address });
    expect(await received(quiet, stranger)).toEqual([]);
    // Named by its id, it is as absent as an id that exists nowhere: accepted or declined.
    const accept = await actingAs(quiet, stranger).post('/books/invitations/received/accept', { id });
    const unknown = await actingAs(quiet, stranger).post('/books/invitations/received/accept', {
      id: 987_654_321,
    });
    expect(accept.status).toBe(404);
    expect(accept.body).toEqual(unknown.body);
    expect(accept.body.error.message).toBe(BOOK_MESSAGES.invitationNotFound);
    const decline = await actingAs(quiet, stranger).delete('/books/invitations/received', { id });
    expect(decline.status).toBe(404);
    expect(decline.body.error.message).toBe(BOOK_MESSAGES.invitationNotFound);

    // What Livros tells them: one invitation waits, nothing of whose; no mail can prove the address here.
    const waiting = await actingAs(quiet, stranger).get('/books/invitations/received/waiting');
    expect(waiting.body.data).toEqual({ waiting: 1, emailSends: false });
    expect(JSON.stringify(waiting.body)).not.toMatch(/Casa|Ana/);
    expect(await profile(quiet, stranger)).toMatchObject({ email: address, email_verified: false });
    const resend = await actingAs(quiet, stranger).post('/auth/verify-email/resend');
    expect(resend.status).toBe(409);
    expect(resend.body.error.message).toBe(EMAIL_VERIFICATION_MESSAGES.noMail);

    // The book stays closed: not among theirs, and its rows answer as an unknown book's.
    expect(
      (await succeeded<Array<{ id: number }>>(actingAs(quiet, stranger).get('/books'))).map((b) => b.id),
    ).not.toContain(casa);
    const accounts = await actingAs(quiet, inBook(stranger, casa)).get('/accounts');
    expect(accounts.status).toBe(404);
    expect(JSON.stringify(accounts.body)).not.toContain('Conta Conjunta');
    // The dono still sees the invitation waiting.
    const members = await succeeded<{ invitations: Array<{ email: string }> }>(
      actingAs(quiet, ana).get('/books/members', { bookId: casa }),
    );
    expect(members.invitations.map((i) => i.email)).toEqual([address]);
  });

  it("the invitation's link still lets its holder in, without a proven address", async () => {
    const ana = await createUser(quiet, { name: 'Ana Dona' });
    const casa = await createSharedBook(quiet, ana, 'Casa');
    await succeeded(
      actingAs(quiet, inBook(ana, casa)).post('/accounts', {
        name: 'Conta da Casa',
        type: 'checking',
        opening_balance: 10,
      }),
    );
    const address = freshAddress('bia');
    const { token } = await invite(quiet, ana, casa, address);
    const bia = await createUser(quiet, { name: 'Bia', email: address });
    expect((await profile(quiet, bia)).email_verified).toBe(false);

    const joined = await succeeded(actingAs(quiet, bia).post('/books/invitations/accept', { token }));
    expect(joined).toMatchObject({ id: casa, name: 'Casa', role: 'editor' });
    const accounts = await succeeded<Array<{ name: string }>>(
      actingAs(quiet, inBook(bia, casa)).get('/accounts'),
    );
    expect(accounts.map((a) => a.name)).toContain('Conta da Casa');
    expect((await awaiting(quiet, bia)).waiting).toBe(0);
  });
});

describe('an invitation to an address with no account, with SMTP', () => {
  it('sign-up mails a confirmation link; opened, it proves the address and the invitation is offered', async () => {
    const ana = await createUser(mailing, { name: 'Ana Dona' });
    const casa = await createSharedBook(mailing, ana, 'Casa');
    await succeeded(
      actingAs(mailing, inBook(ana, casa)).post('/accounts', {
        name: 'Conta Conjunta',
        type: 'checking',
        opening_balance: 1000,
      }),
    );
    const address = freshAddress('caio');
    const { id } = await invite(mailing, ana, casa, address);
    const caio = await createUser(mailing, { name: 'Caio Lima', email: address });

    // Before the link: nothing offered, nothing accepted, Livros says one waits and a new link can be asked for.
    expect(await received(mailing, caio)).toEqual([]);
    expect((await actingAs(mailing, caio).post('/books/invitations/received/accept', { id })).status).toBe(
      404,
    );
    expect(await awaiting(mailing, caio)).toEqual({ waiting: 1, emailSends: true });

    const mail = await confirmationTo(address);
    expect(mail.text).toContain('Olá, Caio Lima.');
    expect(mail.text).toContain('Para confirmar que este e-mail é seu, abra o link abaixo em até 24 horas:');
    const opened = await verify(mailing, mail.token);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toEqual({ message: 'E-mail confirmado!' });
    expect(await profile(mailing, caio)).toMatchObject({ email: address, email_verified: true });

    expect(await received(mailing, caio)).toEqual([
      expect.objectContaining({ id, bookName: 'Casa', invitedBy: 'Ana Dona', role: 'editor' }),
    ]);
    expect(await awaiting(mailing, caio)).toEqual({ waiting: 0, emailSends: true });
    const joined = await succeeded(
      actingAs(mailing, caio).post('/books/invitations/received/accept', { id }),
    );
    expect(joined).toMatchObject({ id: casa, name: 'Casa', role: 'editor' });
    const accounts = await succeeded<Array<{ name: string }>>(
      actingAs(mailing, inBook(caio, casa)).get('/accounts'),
    );
    expect(accounts.map((a) => a.name)).toContain('Conta Conjunta');

    // The link works once; a proven address asks for no other.
    const again = await verify(mailing, mail.token);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(EMAIL_VERIFICATION_MESSAGES.invalidLink);
    const resend = await actingAs(mailing, caio).post('/auth/verify-email/resend');
    expect(resend.status).toBe(409);
    expect(resend.body.error.message).toBe(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  });

  it('a new link from Perfil voids the older one; an expired or made-up link proves nothing', async () => {
    const address = freshAddress('dora');
    const dora = await createUser(mailing, { name: 'Dora', email: address });
    const first = await confirmationTo(address);
    const resent = await actingAs(mailing, dora).post('/auth/verify-email/resend');
    expect(resent.status).toBe(200);
    expect(resent.body.data).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.sent });
    await expect.poll(() => confirmationsTo(address)).toBe(2);
    const second = await confirmationTo(address);
    expect(second.token).not.toBe(first.token);

    expect((await verify(mailing, first.token)).body.error.message).toBe(
      EMAIL_VERIFICATION_MESSAGES.invalidLink,
    );
    expect((await verify(mailing, 'inventado')).status).toBe(400);
    const empty = await verify(mailing, '');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Link de confirmação ausente ou inválido');
    await ctx.database.db.execute(
      sql`update email_verification_tokens set expires_at = now() - interval '1 second' where user_id = ${dora.id}`,
    );
    const late = await verify(mailing, second.token);
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(EMAIL_VERIFICATION_MESSAGES.invalidLink);
    expect((await profile(mailing, dora)).email_verified).toBe(false);
    expect((await call(mailing.app, 'POST', '/api/v1/auth/verify-email/resend')).status).toBe(401);
  });

  it('a changed e-mail loses the proof, and a link mailed to the old address proves nothing', async () => {
    const ana = await createUser(mailing, { name: 'Ana Dona' });
    const casa = await createSharedBook(mailing, ana, 'Casa');
    const address = freshAddress('edu');
    const edu = await createUser(mailing, { name: 'Edu', email: address });
    expect((await verify(mailing, (await confirmationTo(address)).token)).status).toBe(200);

    // The same address in other letters is the same address: the proof stays.
    const shouting = address.toUpperCase();
    await ctx.database.db.execute(sql`update users set email = ${shouting} where id = ${edu.id}`);
    expect((await profile(mailing, edu)).email_verified).toBe(true);

    // No screen changes the e-mail yet: whatever does (an operator's SQL here), the proof goes with the old address.
    const next = freshAddress('edu.novo');
    const { id } = await invite(mailing, ana, casa, next);
    await ctx.database.db.execute(sql`update users set email = ${next} where id = ${edu.id}`);
    expect(await profile(mailing, edu)).toMatchObject({ email: next, email_verified: false });
    expect(await received(mailing, edu)).toEqual([]);
    expect((await actingAs(mailing, edu).post('/books/invitations/received/accept', { id })).status).toBe(
      404,
    );
    expect(await awaiting(mailing, edu)).toEqual({ waiting: 1, emailSends: true });

    // A link still unused, mailed to the old address, does not prove the new one.
    await ctx.database.db.execute(sql`update users set email = ${address} where id = ${edu.id}`);
    expect(await succeeded(actingAs(mailing, edu).post('/auth/verify-email/resend'))).toEqual({
      message: EMAIL_VERIFICATION_MESSAGES.sent,
    });
    await expect.poll(() => confirmationsTo(address)).toBe(2);
    const toOld = await confirmationTo(address);
    await ctx.database.db.execute(sql`update users set email = ${next} where id = ${edu.id}`);
    expect((await verify(mailing, toOld.token)).body.error.message).toBe(
      EMAIL_VERIFICATION_MESSAGES.invalidLink,
    );
    expect((await profile(mailing, edu)).email_verified).toBe(false);

    // A link to the new address proves it: the invitation to it is offered.
    await succeeded(actingAs(mailing, edu).post('/auth/verify-email/resend'));
    expect((await verify(mailing, (await confirmationTo(next)).token)).status).toBe(200);
    expect((await received(mailing, edu)).map((i) => i.id)).toEqual([id]);
  });
});
