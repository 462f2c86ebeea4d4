import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATEMENT_ID_MISSING_MESSAGE } from '../../../common/contract/statement-accounts';
import { queryRows } from '../../db/connect';
import { actingAs, createAccount, createCard, createUser, type TestUser } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

const ITAU = { kind: 'bank', bankId: '0341', accountId: '12345-6' } as const;

/** A bank's OFX (SGML) naming its account by BANKID and ACCTID, with one line of the day. */
function bankOfx(bankId: string, accountId: string, day: string, amount: string) {
  return `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX>
<BANKMSGSRSV1><STMTTRNRS><STMTRS>
<CURDEF>BRL
<BANKACCTFROM>
<BANKID>${bankId}
<BRANCHID>0001
<ACCTID>${accountId}
<ACCTTYPE>CHECKING
</BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>${day.replaceAll('-', '')}
<TRNAMT>${amount}
<FITID>${day}${amount}
<NAME>UBER *TRIP HELP.UBER.COM
</STMTTRN>
</BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>
`;
}

/** A card's OFX (XML): the card named by CCACCTFROM's ACCTID only. */
function cardOfx(cardNumber: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220"?>
<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS>
<CURDEF>BRL</CURDEF>
<CCACCTFROM><ACCTID>${cardNumber}</ACCTID></CCACCTFROM>
<BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261102</DTPOSTED><TRNAMT>-89.90</TRNAMT><FITID>c1</FITID><NAME>DROGASIL</NAME></STMTTRN>
</BANKTRANLIST>
</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>
`;
}

async function importOfx(user: TestUser, content: string, defaultAccountId: number) {
  const res = await uploadStatement(ctx, user, { content, filename: 'extrato.ofx' }, { defaultAccountId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.inserted).toBeGreaterThan(0);
}

async function remembered(user: TestUser, query: Record<string, unknown>) {
  const res = await actingAs(ctx, user).get('/import/statement-account', query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.accountId as number | null;
}

describe("an OFX's account is remembered for its next import", () => {
  it("the same bank account's next OFX is offered the account its import went to; another is not", async () => {
    const user = await createUser(ctx);
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    const nubank = await createAccount(ctx, user, { name: 'Nubank conta' });
    expect(await remembered(user, ITAU)).toBeNull();

    await importOfx(user, bankOfx('0341', '12345-6', '2026-10-05', '-45.90'), itau.id);
    expect(await remembered(user, ITAU)).toBe(itau.id);
    // Spaces the bank puts around the numbers do not make it another account.
    expect(await remembered(user, { ...ITAU, accountId: ' 12345-6 ' })).toBe(itau.id);
    // Another account of the same bank, or the same number at another bank, is not this one.
    expect(await remembered(user, { ...ITAU, accountId: '99999-9' })).toBeNull();
    expect(await remembered(user, { ...ITAU, bankId: '0260' })).toBeNull();

    // The last import decides: the person moved this statement's rows to another account.
    await importOfx(user, bankOfx('0341', '12345-6', '2026-11-05', '-12.00'), nubank.id);
    expect(await remembered(user, ITAU)).toBe(nubank.id);
  });

  it("a card's OFX is remembered by the card's number", async () => {
    const user = await createUser(ctx);
    const card = await createCard(ctx, user, { name: 'Itaucard' });
    await importOfx(user, cardOfx('5555-XXXX-XXXX-1234'), card.id);
    expect(await remembered(user, { kind: 'creditCard', accountId: '5555-XXXX-XXXX-1234' })).toBe(card.id);
    expect(await remembered(user, { kind: 'bank', accountId: '5555-XXXX-XXXX-1234' })).toBeNull();
  });

  it("another person's import is never offered, and an archived account is not", async () => {
    const ana = await createUser(ctx);
    const bruno = await createUser(ctx);
    const anaItau = await createAccount(ctx, ana, { name: 'Itaú' });
    await importOfx(ana, bankOfx('0341', '12345-6', '2026-10-05', '-45.90'), anaItau.id);
    expect(await remembered(bruno, ITAU)).toBeNull();

    const archived = await actingAs(ctx, ana).post('/accounts/archive', { id: anaItau.id });
    expect(archived.status).toBe(200);
    expect(await remembered(ana, ITAU)).toBeNull();
  });

  it("a newcomer's first OFX goes to their one account of its kind, and to none when there are two", async () => {
    // Issue 74 point 16: Itaú's first OFX (BANKID 0341) was not given the person's one checking account.
    const user = await createUser(ctx);
    const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking' });
    const card = await createCard(ctx, user, { name: 'Nubank' });
    await createAccount(ctx, user, { name: 'Carteira', type: 'cash' });
    expect(await remembered(user, ITAU)).toBe(itau.id);
    expect(await remembered(user, { kind: 'creditCard', accountId: '5555-XXXX-XXXX-1234' })).toBe(card.id);
    // Its account already takes another bank account's statements: this one is not proposed there.
    await importOfx(user, bankOfx('0260', '777-1', '2026-10-05', '-10.00'), itau.id);
    expect(await remembered(user, ITAU)).toBeNull();

    const couple = await createUser(ctx);
    await createAccount(ctx, couple, { name: 'Itaú', type: 'checking' });
    await createAccount(ctx, couple, { name: 'Poupança', type: 'savings' });
    expect(await remembered(couple, ITAU)).toBeNull();
  });

  it('a first OFX goes to the account bank sync links to the bank account of that number', async () => {
    const user = await createUser(ctx);
    await createAccount(ctx, user, { name: 'Carteira' });
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    const nubank = await createAccount(ctx, user, { name: 'Nubank conta' });
    const card = await createCard(ctx, user, { name: 'Itaucard' });
    // The accounts as the bank sync keeps them: the bank's numbers ('agência/conta', a card's last digits), each
    // linked to a Grana account.
    const [connection] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into sync_connections (book_id, provider, item_id, institution, status)
          values (${user.id}, 'pluggy', 'item-itau', 'Itaú', 'ok') returning id`,
    );
    const linked = [
      ['conta-itau', 'bank', '0001/12345-6', itau.id],
      ['conta-nubank', 'bank', '98765432-1', nubank.id],
      ['cartao-itau', 'card', '1234', card.id],
    ] as const;
    for (const [providerId, kind, number, accountId] of linked) {
      await queryRows(
        ctx.database.db,
        sql`insert into sync_accounts (book_id, connection_id, provider_account_id, kind, name, number, balance, account_id)
            values (${user.id}, ${connection?.id}, ${providerId}, ${kind}, ${providerId}, ${number}, 0, ${accountId})`,
      );
    }
    // Itaú's OFX names the account without its agency; the card's, its masked number.
    expect(await remembered(user, ITAU)).toBe(itau.id);
    expect(await remembered(user, { kind: 'bank', bankId: '0260', accountId: '98765432-1' })).toBe(nubank.id);
    expect(await remembered(user, { kind: 'creditCard', accountId: '5555-XXXX-XXXX-1234' })).toBe(card.id);
    // A number no linked account has, or a card's number asked as a bank account, chooses nothing.
    expect(await remembered(user, { ...ITAU, accountId: '55555-5' })).toBeNull();
    expect(await remembered(user, { kind: 'bank', accountId: '5555-XXXX-XXXX-1234' })).toBeNull();
    // Another person's linked numbers are not theirs.
    expect(await remembered(await createUser(ctx), ITAU)).toBeNull();
    // An import still decides over the sync's number.
    await importOfx(user, bankOfx('0341', '12345-6', '2026-10-05', '-45.90'), nubank.id);
    expect(await remembered(user, ITAU)).toBe(nubank.id);
  });

  it('a question without the account number, or with an unknown kind, is refused in Portuguese', async () => {
    const user = await createUser(ctx);
    const missing = await actingAs(ctx, user).get('/import/statement-account', {
      kind: 'bank',
      bankId: '0341',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(STATEMENT_ID_MISSING_MESSAGE);
    const kind = await actingAs(ctx, user).get('/import/statement-account', {
      kind: 'poupanca',
      accountId: '1',
    });
    expect(kind.status).toBe(400);
    expect(kind.body.error.message).toContain('Tipo de extrato inválido');
    const long = await actingAs(ctx, user).get('/import/statement-account', {
      kind: 'bank',
      accountId: '9'.repeat(65),
    });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain('mais de 64 caracteres');
  });
});
