import { describe, expect, it } from 'vitest';
import type { CaptureCodeAnswer, CapturedBoleto, CapturedPix } from '../../../../common/contract/capture';
import { newTransactionDefaults } from '../shared/new-transaction-form';
import { beforeLink, beforeWords, billBody, codeFill, codeWords, similarWords } from './captured-fields';
import { addMarks, CODE_NOTE, noteFor, RECEIPT_NOTE } from './captured-marks';

const TODAY = '2026-11-28';

// Invented payees and keys: no real person's.
const pix = (overrides: Partial<CapturedPix> = {}): CapturedPix => ({
  kind: 'pix',
  pix_type: 'estatico',
  payee_name: 'FULANO DE TAL',
  city: 'SAO PAULO',
  key: '12345678909',
  key_type: 'cpf',
  amount: 42.5,
  txid: null,
  message: null,
  ...overrides,
});

const boleto = (overrides: Partial<CapturedBoleto> = {}): CapturedBoleto => ({
  kind: 'boleto',
  boleto_type: 'bancario',
  line: '00190.00009 01149.718601 00000.000000 1 12340000012000',
  amount: 120,
  due_date: '2026-12-10',
  bank_code: '001',
  bank_name: 'Banco do Brasil S.A.',
  segment: null,
  ...overrides,
});

const answer = (
  code: CaptureCodeAnswer['code'],
  overrides: Partial<CaptureCodeAnswer> = {},
): CaptureCodeAnswer => ({
  code,
  code_key: code.kind === 'pix' ? 'pix:abc' : 'boleto:00190000090114971860100000000000112340000012000',
  suggestion: {
    description: 'Pix para Fulano de Tal',
    payee_name: 'Fulano de Tal',
    category_id: 7,
    category_name: 'Serviços',
  },
  before: null,
  similar: null,
  ...overrides,
});

describe('what a code read fills', () => {
  it('a Pix copia e cola: the amount as typed in Brazil, the suggested description, payee and category, today', () => {
    expect(codeFill(answer(pix()), TODAY)).toEqual({
      values: {
        amount: '42,50',
        description: 'Pix para Fulano de Tal',
        payeeName: 'Fulano de Tal',
        categoryId: '7',
        date: TODAY,
      },
      // Only what the code holds is marked 'lido do código': a Pix has no date, and the rest is a suggestion.
      read: ['amount', 'payeeName'],
      futureDue: null,
    });
  });

  it('a Pix without an amount leaves the amount typed; without a suggested payee the code names the recebedor', () => {
    const got = codeFill(
      answer(pix({ amount: null }), {
        suggestion: { description: '', payee_name: null, category_id: null, category_name: null },
      }),
      TODAY,
    );
    expect(got.values).toEqual({ payeeName: 'FULANO DE TAL', date: TODAY });
  });

  it('a boleto due later: its due date, offered as a conta a pagar', () => {
    const got = codeFill(answer(boleto()), TODAY);
    expect(got.values.date).toBe('2026-12-10');
    expect(got.values.amount).toBe('120,00');
    expect(got.futureDue).toBe('2026-12-10');
    expect(got.read).toEqual(['amount', 'date']);
  });

  it('a boleto due today or before is paid today, and no conta is offered', () => {
    expect(codeFill(answer(boleto({ due_date: '2026-11-20' })), TODAY)).toMatchObject({
      values: { date: TODAY },
      read: ['amount'],
      futureDue: null,
    });
    expect(codeFill(answer(boleto({ due_date: TODAY })), TODAY).futureDue).toBeNull();
    expect(codeFill(answer(boleto({ due_date: null, amount: 1234.56 })), TODAY).values.amount).toBe(
      '1.234,56',
    );
  });
});

describe('the code in words', () => {
  it('names a Pix by its recebedor and key type', () => {
    expect(codeWords(pix())).toBe('Pix para FULANO DE TAL · chave CPF');
    expect(codeWords(pix({ key_type: 'email' }))).toBe('Pix para FULANO DE TAL · chave e-mail');
    expect(codeWords(pix({ key_type: 'aleatoria' }))).toBe('Pix para FULANO DE TAL · chave aleatória');
    expect(codeWords(pix({ pix_type: 'dinamico', key: null, key_type: null }))).toBe(
      'Pix para FULANO DE TAL · cobrança com QR dinâmico',
    );
  });

  it('names a boleto by its bank and due date, an arrecadação by its segment', () => {
    expect(codeWords(boleto())).toBe('Boleto Banco do Brasil · vence 10/12/2026');
    expect(codeWords(boleto({ due_date: null }))).toBe('Boleto Banco do Brasil');
    expect(
      codeWords(
        boleto({
          boleto_type: 'arrecadacao',
          bank_code: null,
          bank_name: null,
          due_date: null,
          segment: 'Energia elétrica e gás',
        }),
      ),
    ).toBe('Conta de Energia elétrica e gás');
  });

  it('says what was made of the same code before, and where to see it', () => {
    const conta = {
      kind: 'conta' as const,
      id: 4,
      description: 'Conta de luz',
      amount: 120,
      date: '2026-12-10',
      paid: false,
    };
    expect(beforeWords(boleto(), conta)).toBe(
      'Este boleto já foi registrado: Conta de luz, R$ 120,00, vence 10/12/2026 (pendente)',
    );
    expect(beforeWords(boleto(), { ...conta, paid: true })).toContain('(paga)');
    expect(beforeLink(conta)).toBe('/gastos-fixos');
    const row = {
      kind: 'transacao' as const,
      id: 9,
      description: 'Pix Fulano',
      amount: 42.5,
      date: '2026-11-02',
      paid: null,
    };
    expect(beforeWords(pix(), row)).toBe('Este Pix já foi registrado: Pix Fulano, R$ 42,50, em 02/11/2026');
    expect(beforeLink(row)).toBe('/transactions?q=Pix+Fulano&from=2026-11-02&to=2026-11-02');
  });

  it('a row the statement brought first, or one typed, is named with its account', () => {
    const line = {
      id: 4,
      description: 'PIX ENVIADO FULANO',
      amount: 1234.5,
      date: '2026-11-27',
      account_name: 'Nubank',
      from_bank: true,
    };
    expect(similarWords(line)).toBe(
      'Parece já estar no extrato: PIX ENVIADO FULANO, R$ 1.234,50, em 27/11/2026, Nubank',
    );
    expect(similarWords({ ...line, from_bank: false })).toMatch(/^Parece já ter sido registrado: /);
  });
});

describe('saving a boleto as a conta a pagar', () => {
  it('sends an expense due on the boleto date, on the chosen account, with the code key', () => {
    const values = {
      ...newTransactionDefaults(TODAY),
      kind: 'receita' as const,
      accountId: '3',
      amount: '120,00',
      description: 'Conta de luz',
      categoryId: '7',
      payeeName: 'Companhia de Luz',
      installments: '3',
    };
    expect(billBody(values, '2026-12-10', 'boleto:123')).toEqual({
      kind: 'conta',
      type: 'DESPESA',
      account_id: 3,
      amount: 120,
      description: 'Conta de luz',
      category_id: 7,
      payee_name: 'Companhia de Luz',
      next_run: '2026-12-10',
      mode: 'manual',
      captured_code: 'boleto:123',
    });
  });

  it('refuses a form without an account or an amount', () => {
    expect(() => billBody(newTransactionDefaults(TODAY), '2026-12-10', 'boleto:123')).toThrow();
  });
});

describe('the notes of the fields read', () => {
  it('stays while the field holds the value read, and goes once the person changes it', () => {
    const marks = addMarks({}, { amount: '42,50', date: TODAY }, CODE_NOTE);
    expect(noteFor(marks, 'amount', '42,50')).toBe('lido do código');
    expect(noteFor(marks, 'amount', '40,00')).toBeNull();
    expect(noteFor(marks, 'payeeName', '')).toBeNull();
    // A receipt read later takes over the fields it fills.
    const later = addMarks(marks, { amount: '39,90' }, RECEIPT_NOTE);
    expect(noteFor(later, 'amount', '39,90')).toBe('lido do comprovante');
    expect(noteFor(later, 'date', TODAY)).toBe('lido do código');
  });
});
