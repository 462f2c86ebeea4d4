import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ASSETS_PER_BOOK, MAX_VALUATIONS_PER_ASSET } from '../../../../common/contract/assets';
import { DEBT_MESSAGES, MAX_DEBTS_PER_BOOK } from '../../../../common/contract/debts';
import type { BackupDocument } from '../../../../common/contract/export/document';
import { MAX_POSITIONS_PER_BOOK } from '../../../../common/contract/investments';
import { MAX_HOLDINGS_PER_BOOK } from '../../../../common/contract/variable-income';
import { actingAs, createAccount, createUser, type TestUser } from '../../../test/factories';
import { seedDebt } from '../../../test/fixtures/debt';
import { CAR_LOAN } from '../../../test/fixtures/loans';
import { seedRichUser } from '../../../test/fixtures/rich-user';
import { seedVariableIncome } from '../../../test/fixtures/variable-income';
import { setupTestApp } from '../../../test/test-app';

// The junk test below signs up a new person after each restore that succeeds.
const ctx = setupTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: '1000' });

let backupText: string;
/** A person without data: every refused restore must leave them so. */
let empty: TestUser;

beforeAll(async () => {
  const owner = await createUser(ctx);
  await seedRichUser(ctx, owner);
  // A position applied from a checking account (a transfer), a typed index value and a debt with a paid instalment
  // and prepayments: the junk below reaches them.
  const as = actingAs(ctx, owner);
  const accounts = (await as.get('/accounts')).body.data as Array<{ id: number; type: string }>;
  await seedDebt(ctx, owner, accounts.find((a) => a.type === 'checking')?.id as number);
  // A car with a valuation, sold since.
  const car = { name: 'Carro', kind: 'veiculo', acquiredOn: '2026-02-15', acquired: 80000 };
  const bought = await as.post('/assets', car);
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  const assetId = bought.body.data.id;
  const valued = await as.post('/assets/valuations', { assetId, date: '2026-08-01', value: 72000 });
  expect(valued.status, JSON.stringify(valued.body)).toBe(201);
  const sold = await as.put('/assets', { id: assetId, ...car, soldOn: '2026-10-20', sold: 70000 });
  expect(sold.status, JSON.stringify(sold.body)).toBe(200);
  const broker = await createAccount(ctx, owner, { name: 'Corretora', type: 'investment' });
  const applied = await as.post('/investments', {
    accountId: broker.id,
    sourceAccountId: accounts.find((a) => a.type === 'checking')?.id,
    name: 'CDB Banco Azul',
    product: 'cdb',
    indexing: 'cdi',
    rate: '110',
    amount: 1000,
    date: '2026-10-30',
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const typed = await as.post('/index-rates', { serie: 'cdi', data: '2026-10-30', valor: '0,055131' });
  expect(typed.status, JSON.stringify(typed.body)).toBe(201);
  // Renda variável: ITSA4 bought from the checking account and sold into it with a gain, HGLG11, prices, a JCP.
  await seedVariableIncome(ctx, owner, accounts.find((a) => a.type === 'checking')?.id as number);
  backupText = (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/export',
      headers: { authorization: `Bearer ${owner.token}` },
    })
  ).body;
  empty = await createUser(ctx);
});

const send = (user: TestUser, payload: string, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/restore',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': contentType },
    payload,
  });

/** A fresh copy of the backup with one change. */
function changed(change: (doc: BackupDocument & Record<string, unknown>) => void): string {
  const doc = JSON.parse(backupText) as BackupDocument & Record<string, unknown>;
  change(doc);
  return JSON.stringify(doc);
}

const first = <T>(list: T[], where: (item: T) => boolean = () => true): T => {
  const found = list.find(where);
  if (!found) throw new Error('the backup lacks what the test changes');
  return found;
};

async function expectRefused(payload: string, message: string | RegExp, contentType?: string) {
  const res = await send(empty, payload, contentType);
  expect(res.statusCode, res.body).toBe(400);
  const text = res.json().error.message as string;
  if (typeof message === 'string') expect(text).toBe(message);
  else expect(text).toMatch(message);
}

describe('restore refuses what it cannot restore, with a message, and writes nothing', () => {
  it('a file that is not a backup, cut short or of another version', async () => {
    const notJson =
      'O arquivo não é um backup do Grana: o conteúdo não é um JSON válido (incompleto ou corrompido).';
    await expectRefused(backupText.slice(0, Math.floor(backupText.length / 2)), notJson);
    await expectRefused('{"format":', notJson);
    await expectRefused('', notJson);
    await expectRefused('Data;Descrição;Valor\n01/11/2026;Café;-7,50\n', notJson);
    await expectRefused('[]', 'O arquivo não é um backup do Grana.');
    await expectRefused('null', 'O arquivo não é um backup do Grana.');
    await expectRefused('"grana-export"', 'O arquivo não é um backup do Grana.');
    await expectRefused('{"format":"outro","version":1}', 'O arquivo não é um backup do Grana.');
    await expectRefused('{"__proto__":{"format":"grana-export"}}', 'O arquivo não é um backup do Grana.');
    await expectRefused(backupText, 'O arquivo não é um backup do Grana.', 'text/plain');
    await expectRefused(
      changed((doc) => {
        doc.version = 3 as 2;
      }),
      'Este backup é da versão 3, que esta versão do Grana não sabe restaurar.',
    );
  });

  it('a document whose values break the contract, naming where', async () => {
    await expectRefused(
      changed((doc) => {
        delete (doc as Partial<BackupDocument>).accounts;
      }),
      /^Backup inválido em accounts: /,
    );
    await expectRefused(
      changed((doc) => {
        first(doc.transactions).amount = 0.001;
      }),
      /^Backup inválido em transactions\[0\]\.amount: /,
    );
    await expectRefused(
      changed((doc) => {
        first(doc.transactions).amount = -5;
      }),
      'Backup inválido em transactions[0].amount: O valor deve ser maior que zero',
    );
    await expectRefused(
      changed((doc) => {
        first(doc.transactions).date = '2026-02-30';
      }),
      'Backup inválido em transactions[0].date: Data inválida',
    );
    await expectRefused(
      changed((doc) => {
        first(doc.accounts).type = 'bitcoin' as 'cash';
      }),
      'Backup inválido em accounts[0].type: Tipo de conta inválido',
    );
    await expectRefused(
      changed((doc) => {
        first(doc.categories).name = 'Nome\u0000';
      }),
      'Backup inválido em categories[0].name: O texto contém caracteres inválidos',
    );
    await expectRefused(
      changed((doc) => {
        first(doc.budgets).month = '2026-11-15';
      }),
      'Backup inválido em budgets[0].month: Informe o mês como o primeiro dia (AAAA-MM-01)',
    );
    await expectRefused(
      changed((doc) => {
        first(doc.accounts).createdAt = 'ontem';
      }),
      'Backup inválido em accounts[0].createdAt: Data e hora inválidas',
    );
    await expectRefused(
      changed((doc) => {
        doc.transactions = 'muitas' as unknown as BackupDocument['transactions'];
      }),
      /^Backup inválido em transactions: /,
    );
  });

  it('references to ids that are not in the document', async () => {
    const missing = (where: string, what: string) =>
      `Referência inválida no backup: ${where} aponta para ${what} 987654, que não está no arquivo.`;
    await expectRefused(
      changed((doc) => {
        first(doc.transactions).accountId = 987654;
      }),
      missing('transactions[0].accountId', 'a conta'),
    );
    await expectRefused(
      changed((doc) => {
        first(doc.transactions).tagIds = [987654];
      }),
      missing('transactions[0].tagIds', 'a tag'),
    );
    await expectRefused(
      changed((doc) => {
        first(doc.transactions).goalId = 987654;
      }),
      missing('transactions[0].goalId', 'a meta'),
    );
    await expectRefused(
      changed((doc) => {
        first(doc.transactions).recurringId = 987654;
      }),
      missing('transactions[0].recurringId', 'o gasto fixo'),
    );
    await expectRefused(
      changed((doc) => {
        first(doc.transactions).splits = [{ amount: 1, description: '', categoryId: 987654, payeeId: null }];
      }),
      missing('transactions[0].splits[0].categoryId', 'a categoria'),
    );
    await expectRefused(
      changed((doc) => {
        first(doc.goals).accountId = 987654;
      }),
      missing('goals[0].accountId', 'a conta'),
    );
    await expectRefused(
      changed((doc) => {
        first(doc.rules).tagIds = [987654];
      }),
      missing('rules[0].tagIds', 'a tag'),
    );
    await expectRefused(
      changed((doc) => {
        first(doc.rules).conditions = [{ field: 'payee', payee_id: 987654 }];
      }),
      missing('rules[0].conditions[0].payee_id', 'o favorecido'),
    );
    await expectRefused(
      changed((doc) => {
        first(doc.recurring).payeeId = 987654;
      }),
      missing('recurring[0].payeeId', 'o favorecido'),
    );
    await expectRefused(
      changed((doc) => {
        first(doc.budgets).categoryId = 987654;
      }),
      missing('budgets[0].categoryId', 'a categoria'),
    );
  });

  it('a fixed-income position or an index value the app could not hold, naming where', async () => {
    const position = (doc: BackupDocument) => first(doc.fixedIncomePositions);
    await expectRefused(
      changed((doc) => {
        position(doc).accountId = 987654;
      }),
      'Referência inválida no backup: fixedIncomePositions[0].accountId aponta para a conta 987654, que não está no arquivo.',
    );
    await expectRefused(
      changed((doc) => {
        position(doc).applicationTransferId = '00000000-0000-4000-8000-000000000000';
      }),
      'Referência inválida no backup: fixedIncomePositions[0].applicationTransferId aponta para uma transferência que não está no arquivo.',
    );
    await expectRefused(
      changed((doc) => {
        doc.fixedIncomePositions.push({ ...position(doc) });
      }),
      /^O backup repete o id \d+ em fixedIncomePositions\.$/,
    );
    await expectRefused(
      changed((doc) => {
        position(doc).rate = '110.12345';
      }),
      'Backup inválido em fixedIncomePositions[0].rate: Informe o número como texto decimal (por exemplo "110.5")',
    );
    await expectRefused(
      changed((doc) => {
        position(doc).rate = 110 as unknown as string;
      }),
      /^Backup inválido em fixedIncomePositions\[0\]\.rate: /,
    );
    await expectRefused(
      changed((doc) => {
        position(doc).rate = '301';
      }),
      'Backup inválido em fixedIncomePositions[0].rate: O percentual do CDI deve ser maior que 0 e no máximo 300%',
    );
    await expectRefused(
      changed((doc) => {
        position(doc).redeemedOn = '2026-11-05';
      }),
      'Backup inválido em fixedIncomePositions[0].redeemedOn: Informe o dia e o valor líquido do resgate, ou nenhum dos dois',
    );
    await expectRefused(
      changed((doc) => {
        position(doc).product = 'poupanca';
      }),
      'Backup inválido em fixedIncomePositions[0].indexing: A regra da poupança vale só para a poupança, e a poupança só rende por ela',
    );
    const rate = (doc: BackupDocument) => first(doc.indexRates);
    await expectRefused(
      changed((doc) => {
        rate(doc).value = 0.055131 as unknown as string;
      }),
      'Backup inválido em indexRates[0].value: Informe o número como texto decimal (por exemplo "0.055131")',
    );
    await expectRefused(
      changed((doc) => {
        rate(doc).value = '14.90';
      }),
      /^Backup inválido em indexRates\[0\]\.value: CDI deve ser de 0 até menos de 0,2 \(% ao dia\)$/,
    );
    await expectRefused(
      changed((doc) => {
        rate(doc).series = 'dolar' as 'cdi';
      }),
      /^Backup inválido em indexRates\[0\]\.series: Série inválida/,
    );
    await expectRefused(
      changed((doc) => {
        doc.indexRates.push({ ...rate(doc), value: '0.05' });
      }),
      'O backup repete o valor de CDI de 2026-10-30 em indexRates[1].',
    );
  });

  it(`more than ${MAX_POSITIONS_PER_BOOK} positions, or 20,000 values of one series, is more than a book may hold`, async () => {
    await expectRefused(
      changed((doc) => {
        const one = first(doc.fixedIncomePositions);
        doc.fixedIncomePositions = Array.from({ length: MAX_POSITIONS_PER_BOOK + 1 }, (_, i) => ({
          ...one,
          id: i + 1,
          applicationTransferId: null,
        }));
      }),
      'Backup inválido em fixedIncomePositions: O backup tem mais de 500 aplicações de renda fixa, o limite por pessoa',
    );
    await expectRefused(
      changed((doc) => {
        // The backup does not ask again whether a date was a business day: every day from the Real's first.
        doc.indexRates = Array.from({ length: 20_001 }, (_, i) => ({
          series: 'tr',
          date: new Date(Date.UTC(1994, 6, 1 + i)).toISOString().slice(0, 10),
          value: '0.1',
        }));
      }),
      'O backup tem mais de 20.000 valores de TR em indexRates, o limite por série.',
    );
  });

  it('a debt, a prepayment or a paid instalment naming a debt not in the file, or a contract the app could not hold', async () => {
    await expectRefused(
      changed((doc) => {
        first(doc.debtPrepayments).debtId = 987654;
      }),
      'Referência inválida no backup: debtPrepayments[0].debtId aponta para a dívida 987654, que não está no arquivo.',
    );
    await expectRefused(
      changed((doc) => {
        first(doc.debtPayments).debtId = 987654;
      }),
      'Referência inválida no backup: debtPayments[0].debtId aponta para a dívida 987654, que não está no arquivo.',
    );
    await expectRefused(
      changed((doc) => {
        doc.debts.push({ ...first(doc.debts), name: 'Outra' });
      }),
      /^O backup repete o id \d+ em debts\.$/,
    );
    await expectRefused(
      changed((doc) => {
        doc.debtPayments.push({ ...first(doc.debtPayments) });
      }),
      /^O backup repete a parcela 1 da dívida \d+ em debtPayments\[1\]\.$/,
    );
    // CAR_LOAN has 12 instalments.
    await expectRefused(
      changed((doc) => {
        first(doc.debtPayments).number = 13;
      }),
      /^Backup inválido em debtPayments\[0\]\.number: a dívida \d+ tem 12 parcelas\.$/,
    );
    await expectRefused(
      changed((doc) => {
        first(doc.debtPrepayments).date = '2026-06-14';
      }),
      'Backup inválido em debtPrepayments[0].date: A amortização deve ser na data da contratação ou depois',
    );
    await expectRefused(
      changed((doc) => {
        first(doc.debts).rate = '101';
      }),
      'Backup inválido em debts[0].rate: A taxa deve ser de 0 a 100% ao mês',
    );
    await expectRefused(
      changed((doc) => {
        first(doc.debts).paymentAccountId = 987654;
      }),
      'Referência inválida no backup: debts[0].paymentAccountId aponta para a conta 987654, que não está no arquivo.',
    );
    await expectRefused(
      changed((doc) => {
        first(doc.debts).paymentAccountId = doc.accounts.find((a) => a.type === 'investment')?.id as number;
      }),
      `Backup inválido em debts[0].paymentAccountId: ${DEBT_MESSAGES.paymentAccountKind}`,
    );
    await expectRefused(
      changed((doc) => {
        first(doc.debts).rate = 1 as unknown as string;
      }),
      'Backup inválido em debts[0].rate: Informe o número como texto decimal (por exemplo "11.5")',
    );
    await expectRefused(
      changed((doc) => {
        first(doc.debts).firstDueDate = first(doc.debts).contractDate;
      }),
      'Backup inválido em debts[0].firstDueDate: O primeiro vencimento deve ser depois da data da contratação',
    );
    // Below the R$ 1 trilhão every amount may reach, above the R$ 10 bilhões a schedule is made of.
    await expectRefused(
      changed((doc) => {
        first(doc.debts).principal = 20_000_000_000;
      }),
      'Backup inválido em debts[0]: O valor financiado deve ser maior que zero e de até R$ 10 bilhões.',
    );
  });

  it(`more than ${MAX_DEBTS_PER_BOOK} debts, or 120 prepayments of one, is more than a book may hold`, async () => {
    await expectRefused(
      changed((doc) => {
        const one = first(doc.debts);
        doc.debts = Array.from({ length: MAX_DEBTS_PER_BOOK + 1 }, (_, i) => ({ ...one, id: one.id + i }));
      }),
      'Backup inválido em debts: O backup tem mais de 100 dívidas, o limite por pessoa',
    );
    await expectRefused(
      changed((doc) => {
        // One a month from the contract on, each R$ 1,00: valid one by one, 121 of them too many.
        const one = first(doc.debtPrepayments);
        doc.debtPrepayments = Array.from({ length: 121 }, (_, i) => ({
          ...one,
          id: 1000 + i,
          date: `${2026 + Math.floor((6 + i) / 12)}-${String(((6 + i) % 12) + 1).padStart(2, '0')}-20`,
          amount: 1,
          transactionId: null,
        }));
      }),
      /^O backup tem mais de 120 amortizações extraordinárias da dívida \d+ em debtPrepayments, o limite por dívida\.$/,
    );
  });

  it('a bem or a valuation the app could not hold, or a valuation of a bem not in the file', async () => {
    const valuation = (doc: BackupDocument) => first(doc.assetValuations);
    await expectRefused(
      changed((doc) => {
        valuation(doc).assetId = 987654;
      }),
      'Referência inválida no backup: assetValuations[0].assetId aponta para o bem 987654, que não está no arquivo.',
    );
    // The car was bought on 15/02/2026 and sold on 20/10/2026.
    await expectRefused(
      changed((doc) => {
        valuation(doc).date = '2026-02-14';
      }),
      'Backup inválido em assetValuations[0].date: A avaliação deve ser na data da aquisição (15/02/2026) ou depois',
    );
    await expectRefused(
      changed((doc) => {
        valuation(doc).date = '2026-10-20';
      }),
      'Backup inválido em assetValuations[0].date: O bem foi vendido em 20/10/2026: a avaliação deve ser antes dessa data',
    );
    await expectRefused(
      changed((doc) => {
        doc.assetValuations.push({ ...valuation(doc), id: 987654 });
      }),
      /^O backup repete a avaliação do bem \d+ de 2026-08-01 em assetValuations\[1\]\.$/,
    );
    await expectRefused(
      changed((doc) => {
        first(doc.assets).sold = null;
      }),
      'Backup inválido em assets[0].sold: Informe a data e o valor da venda',
    );
    await expectRefused(
      changed((doc) => {
        first(doc.assets).soldOn = '2026-02-15';
      }),
      'Backup inválido em assets[0].soldOn: A venda deve ser depois da data da aquisição',
    );
    await expectRefused(
      changed((doc) => {
        valuation(doc).value = -1;
      }),
      'Backup inválido em assetValuations[0].value: O valor não pode ser negativo',
    );
  });

  it(`more than ${MAX_ASSETS_PER_BOOK} bens, or ${MAX_VALUATIONS_PER_ASSET} valuations of one, is more than a book may hold`, async () => {
    await expectRefused(
      changed((doc) => {
        const one = first(doc.assets);
        doc.assets = Array.from({ length: MAX_ASSETS_PER_BOOK + 1 }, (_, i) => ({ ...one, id: one.id + i }));
      }),
      'Backup inválido em assets: O backup tem mais de 100 bens, o limite por pessoa',
    );
    await expectRefused(
      changed((doc) => {
        // One a day from the purchase on 15/02/2026, each valid by itself (the last on 13/10, before the sale).
        const one = first(doc.assetValuations);
        doc.assetValuations = Array.from({ length: MAX_VALUATIONS_PER_ASSET + 1 }, (_, i) => ({
          ...one,
          id: 1000 + i,
          date: new Date(Date.UTC(2026, 1, 15 + i)).toISOString().slice(0, 10),
        }));
      }),
      /^O backup tem mais de 240 avaliações do bem \d+ em assetValuations, o limite por bem\.$/,
    );
  });

  it('renda variável naming a holding, an account, a transfer or a ledger row not in the file', async () => {
    const trade = (doc: BackupDocument, side = 'venda') =>
      first(doc.variableIncomeTrades, (t) => t.side === side);
    const at = (doc: BackupDocument, side = 'venda') => doc.variableIncomeTrades.indexOf(trade(doc, side));
    const missing = (where: string, what: string) =>
      `Referência inválida no backup: ${where} aponta para ${what} 987654, que não está no arquivo.`;
    await expectRefused(
      changed((doc) => {
        first(doc.variableIncomeHoldings).accountId = 987654;
      }),
      missing('variableIncomeHoldings[0].accountId', 'a conta'),
    );
    await expectRefused(
      changed((doc) => {
        first(doc.variableIncomeTrades).holdingId = 987654;
      }),
      missing('variableIncomeTrades[0].holdingId', 'o ativo'),
    );
    await expectRefused(
      changed((doc) => {
        first(doc.variableIncomePrices).holdingId = 987654;
      }),
      missing('variableIncomePrices[0].holdingId', 'o ativo'),
    );
    await expectRefused(
      changed((doc) => {
        first(doc.variableIncomeIncomes).holdingId = 987654;
      }),
      missing('variableIncomeIncomes[0].holdingId', 'o ativo'),
    );
    const sale = JSON.parse(backupText) as BackupDocument;
    await expectRefused(
      changed((doc) => {
        trade(doc).cashAccountId = 987654;
      }),
      missing(`variableIncomeTrades[${at(sale)}].cashAccountId`, 'a conta'),
    );
    await expectRefused(
      changed((doc) => {
        trade(doc).gainTransactionId = 987654;
      }),
      missing(`variableIncomeTrades[${at(sale)}].gainTransactionId`, 'o lançamento'),
    );
    await expectRefused(
      changed((doc) => {
        first(doc.variableIncomeIncomes).transactionId = 987654;
      }),
      missing('variableIncomeIncomes[0].transactionId', 'o lançamento'),
    );
    await expectRefused(
      changed((doc) => {
        trade(doc).transferId = '00000000-0000-4000-8000-000000000000';
      }),
      `Referência inválida no backup: variableIncomeTrades[${at(sale)}].transferId aponta para uma transferência que não está no arquivo.`,
    );
  });

  it('renda variável the feature could not hold', async () => {
    const sale = (doc: BackupDocument) => first(doc.variableIncomeTrades, (t) => t.side === 'venda');
    const saleAt = (JSON.parse(backupText) as BackupDocument).variableIncomeTrades.findIndex(
      (t) => t.side === 'venda',
    );
    // ITSA4 held 200 units on 01/06/2026 (seedVariableIncome).
    await expectRefused(
      changed((doc) => {
        sale(doc).quantity = '201';
      }),
      `Backup inválido em variableIncomeTrades[${saleAt}].quantity: Você tinha 200 unidades de ITSA4 em 01/06/2026`,
    );
    await expectRefused(
      changed((doc) => {
        sale(doc).quantity = '0.5';
      }),
      `Backup inválido em variableIncomeTrades[${saleAt}].quantity: Ações, FIIs, ETFs e BDRs são negociados em unidades inteiras`,
    );
    await expectRefused(
      changed((doc) => {
        sale(doc).price = null;
      }),
      `Backup inválido em variableIncomeTrades[${saleAt}].price: Informe o preço por unidade`,
    );
    await expectRefused(
      changed((doc) => {
        first(doc.variableIncomeTrades, (t) => t.side === 'desdobro').price = '1';
      }),
      /^Backup inválido em variableIncomeTrades\[\d+\]\.price: Desdobramentos e grupamentos não têm preço, taxas nem valor$/,
    );
    await expectRefused(
      changed((doc) => {
        first(doc.variableIncomeTrades).quantity = '0';
      }),
      'Backup inválido em variableIncomeTrades[0].quantity: A quantidade deve ser maior que zero',
    );
    await expectRefused(
      changed((doc) => {
        first(doc.variableIncomeIncomes).withheld = 30;
      }),
      'Backup inválido em variableIncomeIncomes[0].withheld: O IR retido deve ser menor que o valor bruto',
    );
    await expectRefused(
      changed((doc) => {
        first(doc.variableIncomePrices).price = '-1';
      }),
      'Backup inválido em variableIncomePrices[0].price: O preço deve ser maior que zero',
    );
    await expectRefused(
      changed((doc) => {
        doc.variableIncomePrices.push({ ...first(doc.variableIncomePrices) });
      }),
      /^O backup repete a cotação de ITSA4 de 2026-10-01 em variableIncomePrices\[\d+\]\.$/,
    );
    await expectRefused(
      changed((doc) => {
        const [a, b] = doc.variableIncomeHoldings;
        if (a && b) b.ticker = a.ticker;
      }),
      /^O backup repete o ativo ITSA4 da conta \d+ em variableIncomeHoldings\[1\]\.$/,
    );
    await expectRefused(
      changed((doc) => {
        const one = first(doc.variableIncomeHoldings);
        doc.variableIncomeHoldings = Array.from({ length: MAX_HOLDINGS_PER_BOOK + 1 }, (_, i) => ({
          ...one,
          id: one.id + i,
          ticker: `T${i}`,
        }));
      }),
      'Backup inválido em variableIncomeHoldings: O backup tem mais de 300 ativos de renda variável, o limite por pessoa',
    );
  });

  it('rows that break the rules the database keeps', async () => {
    await expectRefused(
      changed((doc) => {
        const [a, b] = doc.accounts;
        if (a && b) b.id = a.id;
      }),
      /^O backup repete o id \d+ em accounts\.$/,
    );
    await expectRefused(
      changed((doc) => {
        const [a, b] = doc.accounts;
        if (a && b) b.name = a.name.toUpperCase();
      }),
      /^O backup repete o nome ".+" em accounts\.$/,
    );
    await expectRefused(
      changed((doc) => {
        const leg = doc.transactions.findIndex((t) => t.transferId);
        doc.transactions.splice(leg, 1);
      }),
      /^O backup tem uma transferência incompleta \(.+\): cada transferência tem uma saída e uma entrada do mesmo valor\.$/,
    );
    await expectRefused(
      changed((doc) => {
        const t = first(doc.transactions, (x) => (x.splits ?? []).length > 0);
        t.amount = 0.01;
      }),
      /^Backup inválido em transactions\[\d+\]\.splits: as divisões somam mais que o valor do lançamento\.$/,
    );
    await expectRefused(
      changed((doc) => {
        const t = first(doc.transactions, (x) => (x.tagIds ?? []).length > 0);
        t.tagIds = [...(t.tagIds ?? []), ...(t.tagIds ?? [])];
      }),
      /^Backup inválido em transactions\[\d+\]\.tagIds: a tag \d+ aparece duas vezes\.$/,
    );
    await expectRefused(
      changed((doc) => {
        doc.budgets.push({ ...first(doc.budgets) });
      }),
      /^O backup repete o orçamento da categoria \d+ no mês \d{4}-\d{2}-01\.$/,
    );
    await expectRefused(
      changed((doc) => {
        doc.profile.timeZone = 'Marte/Olympus';
      }),
      'Fuso horário inválido no backup: Marte/Olympus.',
    );
  });

  it('left the account empty, so the real backup still restores; then refuses anything with 409', async () => {
    const as = actingAs(ctx, empty);
    expect((await as.get('/accounts', { includeArchived: 'true' })).body.data).toEqual([]);
    expect((await as.get('/categories')).body.data).toEqual([]);
    expect((await as.get('/investments')).body.data.positions).toEqual([]);
    const typed = await as.get('/index-rates/values', { serie: 'cdi', de: '1994-07-01', ate: '2099-12-31' });
    expect(typed.body.data.valores).toEqual([]);
    expect((await as.get('/debts')).body.data.debts).toEqual([]);
    expect((await as.get('/assets')).body.data.assets).toEqual([]);
    expect((await as.get('/variable-income')).body.data.holdings).toEqual([]);
    expect((await send(empty, backupText)).statusCode).toBe(200);
    expect((await as.get('/assets')).body.data.assets).toHaveLength(1);
    expect((await as.get('/variable-income')).body.data.holdings).toHaveLength(2);
    expect((await as.get('/investments')).body.data.positions).toHaveLength(1);
    expect((await as.get('/debts')).body.data.debts).toHaveLength(1);
    // An account with data hears that first, whatever the file (once it reads as JSON at all).
    for (const payload of [backupText, '[]', '{"format":"outro"}']) {
      const res = await send(empty, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/^A restauração só pode ser feita em uma conta vazia/);
    }
  });

  it('counts one category, tag, payee, typed index value, debt or bem of its own as data', async () => {
    for (const [path, body] of [
      ['/categories', { nome: 'Minha categoria', tipo: 'despesa' }],
      ['/tags', { name: 'Minha tag' }],
      ['/payees', { name: 'Meu favorecido' }],
      ['/index-rates', { serie: 'cdi', data: '2026-11-04', valor: '0,054985' }],
      ['/debts', CAR_LOAN],
      ['/assets', { name: 'Apartamento', kind: 'imovel', acquiredOn: '2025-12-10', acquired: 450000 }],
    ] as const) {
      const user = await createUser(ctx);
      expect((await actingAs(ctx, user).post(path, body)).status).toBe(201);
      expect((await send(user, backupText)).statusCode).toBe(409);
    }
  });

  it('never answers 5xx to a backup with any one value replaced by junk (400, or 200 when still valid)', async () => {
    const doc = JSON.parse(backupText) as unknown;
    /** Every place of the document that holds a value: [path, value]. */
    const places: Array<Array<string | number>> = [];
    const walk = (node: unknown, path: Array<string | number>) => {
      if (path.length > 0) places.push(path);
      if (Array.isArray(node)) {
        for (const [i, child] of node.entries()) walk(child, [...path, i]);
      } else if (node && typeof node === 'object') {
        for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
      }
    };
    walk(doc, []);
    const junk = fc.constantFrom<unknown>(
      null,
      true,
      0,
      -1,
      1.005,
      2 ** 53 + 2,
      1e308,
      '',
      ' ',
      'x'.repeat(5000),
      '\u0000',
      '2026-02-30',
      '1899-12-31',
      '2026-11-21T25:00:00Z',
      '0000-01-01T00:00:00Z',
      'America/Nowhere',
      [],
      {},
      [1, 'a'],
      { id: 1 },
    );
    let target = await createUser(ctx);
    await fc.assert(
      fc.asyncProperty(fc.nat(places.length - 1), junk, async (index, value) => {
        const copy = JSON.parse(backupText) as Record<string, unknown>;
        const path = places[index] as Array<string | number>;
        let node = copy as Record<string | number, unknown>;
        for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
        node[path[path.length - 1] as string | number] = value;
        const res = await send(target, JSON.stringify(copy));
        expect(
          [200, 400],
          `${path.join('.')} = ${JSON.stringify(value)?.slice(0, 40)}: ${res.body}`,
        ).toContain(res.statusCode);
        expect(typeof (res.json().error?.message ?? res.json().data)).not.toBe('undefined');
        if (res.statusCode === 200) target = await createUser(ctx);
      }),
      { numRuns: 150, seed: 20_261_121 },
    );
  });
});
