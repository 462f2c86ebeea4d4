import { describe, expect, it } from 'vitest';
import { transactionCreateBody, transferCreateBody } from '../../../../common/contract/transactions';
import {
  buildNewTransactionRequest,
  type NewTransactionValues,
  newTransactionDefaults,
  newTransactionForm,
  splitRemainder,
} from './new-transaction-form';

const base = (change: Partial<NewTransactionValues> = {}): NewTransactionValues => ({
  ...newTransactionDefaults('2026-03-15'),
  accountId: '7',
  amount: '1.234,56',
  ...change,
});

const messages = (values: NewTransactionValues) => {
  const result = newTransactionForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('split remainder', () => {
  it('is the amount minus the rows that have an amount', () => {
    const splits = [
      { amount: '200,00', categoryId: '3', description: '' },
      { amount: '', categoryId: '4', description: 'sem valor' },
      { amount: '34,56', categoryId: '', description: '' },
    ];
    expect(splitRemainder('1.234,56', splits)).toBe(100000);
    expect(splitRemainder('100', [{ amount: '150', categoryId: '', description: '' }])).toBe(-5000);
    expect(splitRemainder('', splits)).toBeNull();
  });
});

describe('new transaction form', () => {
  it('asks for the account and the amount with the catalogue texts', () => {
    expect(messages(base({ accountId: '', amount: '' }))).toEqual({
      accountId: 'Selecione uma conta',
      amount: 'Informe um valor',
    });
    expect(messages(base({ amount: '0,00' }))).toEqual({ amount: 'O valor deve ser maior que zero' });
  });

  it('asks for a destination different from the source for a transfer', () => {
    expect(messages(base({ kind: 'transfer' }))).toEqual({ toAccountId: 'Selecione a conta de destino' });
    expect(messages(base({ kind: 'transfer', toAccountId: '7' }))).toEqual({
      toAccountId: 'A conta de destino deve ser diferente da conta de origem',
    });
    expect(messages(base({ kind: 'transfer', toAccountId: '8' }))).toEqual({});
  });

  it('refuses splits that add up to more than the amount', () => {
    const over = base({
      amount: '100,00',
      splits: [
        { amount: '60,00', categoryId: '', description: '' },
        { amount: '50,00', categoryId: '', description: '' },
      ],
    });
    expect(messages(over)).toEqual({
      splits: 'A soma das divisões (R$ 110,00) passa do valor da transação (R$ 100,00)',
    });
    expect(messages({ ...over, splits: [{ amount: '100,00', categoryId: '', description: '' }] })).toEqual(
      {},
    );
  });
});

describe('the request built from the form', () => {
  it('sends an expense with the payee, tags and only the split rows that have an amount', () => {
    const request = buildNewTransactionRequest(
      base({
        description: '  Compras do mês ',
        categoryId: '3',
        payeeName: ' Mercado Novo ',
        tagNames: ['Casa', 'Mensal'],
        splits: [
          { amount: '200,00', categoryId: '4', description: ' Limpeza ' },
          { amount: '', categoryId: '5', description: 'ignorada' },
        ],
      }),
    );
    expect(request).toEqual({
      endpoint: 'transactions',
      body: {
        amount: 1234.56,
        description: 'Compras do mês',
        date: '2026-03-15',
        type: 'DESPESA',
        accountId: 7,
        categoryId: 3,
        payeeName: 'Mercado Novo',
        tagNames: ['Casa', 'Mensal'],
        splits: [{ amount: 200, categoryId: 4, description: 'Limpeza' }],
      },
    });
    expect(transactionCreateBody.safeParse(request.body).success).toBe(true);
  });

  it('sends the key of a Pix or boleto code read into the form with the row, never with a transfer', () => {
    // A real key (the server checks the code it is sent): a static BR Code of R$ 12,50 built with pix-utils.
    const pixKey =
      '00020126410014br.gov.bcb.pix0119padaria@example.com520400005303986540512.505802BR5915PADARIA EXEMPLO6009SAO PAULO62070503***63044191';
    const request = buildNewTransactionRequest(base(), () => undefined, undefined, pixKey);
    expect(request.body).toMatchObject({ captured_code: pixKey });
    expect(transactionCreateBody.safeParse(request.body).success).toBe(true);
    expect(buildNewTransactionRequest(base()).body).not.toHaveProperty('captured_code');
    const transfer = buildNewTransactionRequest(
      base({ kind: 'transfer', toAccountId: '9' }),
      () => undefined,
      undefined,
      pixKey,
    );
    expect(transfer.body).not.toHaveProperty('captured_code');
  });

  it("sends a receipt's CNPJ while the payee is still the receipt's business, not once renamed", () => {
    const clinic = { name: 'Clínica Boa Saúde', document: '11.222.333/0001-81' };
    const kept = buildNewTransactionRequest(
      base({ payeeName: clinic.name }),
      undefined,
      undefined,
      undefined,
      clinic,
    );
    expect(kept.body).toMatchObject({ payeeName: clinic.name, payee_document: '11.222.333/0001-81' });
    expect(transactionCreateBody.safeParse(kept.body).success).toBe(true);
    const renamed = buildNewTransactionRequest(
      base({ payeeName: 'Dr. João' }),
      undefined,
      undefined,
      undefined,
      clinic,
    );
    expect(renamed.body).not.toHaveProperty('payee_document');
  });

  it('leaves empty optional fields out of an income', () => {
    expect(buildNewTransactionRequest(base({ kind: 'receita', amount: '5000' }))).toEqual({
      endpoint: 'transactions',
      body: { amount: 5000, description: '', date: '2026-03-15', type: 'RECEITA', accountId: 7 },
    });
  });

  it("sends a card's purchase in installments with the bill chosen by hand, and no bill when left automatic", () => {
    const request = buildNewTransactionRequest(base({ installments: '3', billMonth: '2026-05' }));
    expect(request.body).toMatchObject({ accountId: 7, installments: 3, bill_month: '2026-05' });
    expect(transactionCreateBody.safeParse(request.body).success).toBe(true);
    expect(buildNewTransactionRequest(base({ billMonth: '' })).body).not.toHaveProperty('bill_month');
    expect(
      buildNewTransactionRequest(base({ kind: 'transfer', toAccountId: '9', billMonth: '2026-05' })).body,
    ).not.toHaveProperty('bill_month');
  });

  it('makes one transfer call with both accounts, its tags and the default description', () => {
    const request = buildNewTransactionRequest(
      base({ kind: 'transfer', toAccountId: '9', categoryId: '3', payeeName: 'x', tagNames: ['y'] }),
    );
    expect(request).toEqual({
      endpoint: 'transfers',
      body: {
        description: 'Transferência',
        date: '2026-03-15',
        amount: 1234.56,
        fromAccountId: 7,
        toAccountId: 9,
        tagNames: ['y'],
      },
    });
    expect(transferCreateBody.safeParse(request.body).success).toBe(true);
  });

  it("names the other book of an account chosen among another book's, on the side it is", () => {
    const casa = (id: number) => (id === 9 ? 40 : undefined);
    const out = buildNewTransactionRequest(base({ kind: 'transfer', toAccountId: '9' }), casa);
    expect(out.body).toMatchObject({ fromAccountId: 7, toAccountId: 9, toBookId: 40 });
    expect(out.body).not.toHaveProperty('fromBookId');
    const back = buildNewTransactionRequest(
      base({ kind: 'transfer', accountId: '9', toAccountId: '7' }),
      casa,
    );
    expect(back.body).toMatchObject({ fromAccountId: 9, fromBookId: 40, toAccountId: 7 });
    expect(back.body).not.toHaveProperty('toBookId');
    // Two accounts of other books: both named, for the server to refuse in words.
    const both = buildNewTransactionRequest(
      base({ kind: 'transfer', accountId: '9', toAccountId: '8' }),
      () => 40,
    );
    expect(both.body).toMatchObject({ fromBookId: 40, toBookId: 40 });
  });

  it("sends a shared book's division with an expense paid at once, never with an income, a transfer or installments", () => {
    const equal = { payerId: 3, mode: 'equal' as const, userIds: [3, 4] };
    const expense = buildNewTransactionRequest(base({ amount: '100,01' }), undefined, equal);
    expect(expense.body).toMatchObject({ type: 'DESPESA', amount: 100.01, share: equal });
    expect(transactionCreateBody.safeParse(expense.body).success).toBe(true);
    const byValues = {
      payerId: 4,
      mode: 'parts' as const,
      parts: [
        { userId: 3, amount: 30 },
        { userId: 4, amount: 50 },
      ],
    };
    expect(buildNewTransactionRequest(base({ amount: '80' }), undefined, byValues).body).toMatchObject({
      share: byValues,
    });
    const alone = { payerId: 4, mode: null };
    expect(buildNewTransactionRequest(base(), undefined, alone).body).toMatchObject({ share: alone });
    for (const values of [
      base({ kind: 'receita' }),
      base({ kind: 'transfer', toAccountId: '9' }),
      base({ installments: '3' }),
    ])
      expect(buildNewTransactionRequest(values, undefined, equal).body, values.kind).not.toHaveProperty(
        'share',
      );
    expect(buildNewTransactionRequest(base()).body).not.toHaveProperty('share');
  });

  it('keeps type, account and date for the next entry', () => {
    expect(newTransactionDefaults('2026-03-20', base({ kind: 'receita', date: '2026-03-01' }))).toMatchObject(
      {
        kind: 'receita',
        accountId: '7',
        date: '2026-03-01',
        amount: '',
        tagNames: [],
      },
    );
  });
});

describe('a transfer between two currencies', () => {
  it('sends what arrived and the IOF as typed, and leaves them out when blank', () => {
    const values = {
      ...newTransactionDefaults('2026-11-10'),
      kind: 'transfer' as const,
      accountId: '1',
      toAccountId: '2',
      amount: '5.500,00',
      destinationAmount: '1.000,00',
      iof: '60,50',
    };
    expect(buildNewTransactionRequest(values).body).toMatchObject({
      amount: 5500,
      destination_amount: 1000,
      iof: 60.5,
    });
    const plain = buildNewTransactionRequest({ ...values, destinationAmount: '', iof: '' }).body;
    expect(plain).not.toHaveProperty('destination_amount');
    expect(plain).not.toHaveProperty('iof');
  });
});
