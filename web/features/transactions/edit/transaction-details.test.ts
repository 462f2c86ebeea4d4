import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../../common/contract/transactions';
import { transactionDetails } from './transaction-details';

const expense: Transaction = {
  id: 7,
  description: 'Feira de sábado',
  date: '2026-11-21',
  amount: 1234.56,
  type: 'DESPESA',
  status: 'CLEARED',
  categoriaId: 2,
  categoria_name: 'Mercado',
  categoria_icon: 'shopping-cart',
  categoria_color: 'emerald',
  payeeId: null,
  payee_name: null,
  contaId: 1,
  conta_name: 'Conta da casa',
  currency: 'BRL',
  foreign: null,
  estimated: false,
  tags: [],
  splits: [],
  transfer_id: null,
  transfer_account_id: null,
  transfer_account_name: null,
  transfer_book_name: null,
  transfer_amount: null,
  transfer_currency: null,
  transfer_rate: null,
  goal_id: null,
  bill_month: null,
  installment_group: null,
  installment_number: null,
  installment_count: null,
  origin: 'manual',
  bank_line: null,
  updated_at: '2026-11-21T12:00:00.000Z',
  created_by: 1,
  paid_by: null,
  paid_by_name: null,
  share_mode: null,
  shares: [],
  comprovantes: [],
};

const asText = (tx: Transaction) => transactionDetails(tx).map((line) => `${line.label}: ${line.value}`);

describe('transactionDetails (Detalhes da transação)', () => {
  it('reads a plain expense as text: the date dd/mm/aaaa, the value in reais without a sign', () => {
    expect(asText(expense)).toEqual([
      'Tipo: Despesa',
      'Valor: R$ 1.234,56',
      'Data: 21/11/2026',
      'Descrição: Feira de sábado',
      'Conta: Conta da casa',
      'Categoria: Mercado',
      'Status: Compensada',
    ]);
  });

  it('adds who paid and the division between people, the parts of categories, the payee, tags and installment', () => {
    const lines = asText({
      ...expense,
      amount: 100.01,
      payee_name: 'Sacolão',
      tags: [
        { id: 1, name: 'Casa' },
        { id: 2, name: 'Semana' },
      ],
      splits: [
        {
          id: 9,
          amount: 30,
          description: '',
          categoryId: 3,
          categoria_name: 'Farmácia',
          payeeId: null,
          payee_name: null,
        },
      ],
      installment_number: 2,
      installment_count: 10,
      paid_by: 1,
      paid_by_name: 'Ana',
      share_mode: 'equal',
      shares: [
        { userId: 1, name: 'Ana', amount: 50.01 },
        { userId: 2, name: 'Bia', amount: 50 },
      ],
    });
    expect(lines).toContain('Divisões: Farmácia R$ 30,00');
    expect(lines).toContain('Favorecido: Sacolão');
    expect(lines).toContain('Tags: Casa, Semana');
    expect(lines).toContain('Parcela: 2 de 10');
    expect(lines).toContain('Pago por: Ana');
    expect(lines).toContain('Divisão entre pessoas: Em partes iguais: Ana R$ 50,01 · Bia R$ 50,00');
  });

  it('reads a transfer by its way, with neither category nor payee', () => {
    const lines = asText({
      ...expense,
      description: 'Transferência',
      categoriaId: null,
      categoria_name: null,
      payee_name: 'Ninguém',
      transfer_id: 'abc',
      transfer_account_id: 2,
      transfer_account_name: 'Poupança',
    });
    expect(lines).toContain('Tipo: Transferência');
    expect(lines).toContain('Transferência: Conta da casa → Poupança');
    expect(lines.some((line) => line.startsWith('Categoria'))).toBe(false);
    expect(lines.some((line) => line.startsWith('Favorecido'))).toBe(false);
  });

  it('says an empty description and a row without category', () => {
    const lines = asText({ ...expense, description: '  ', categoriaId: null, categoria_name: null });
    expect(lines).toContain('Descrição: Sem descrição');
    expect(lines).toContain('Categoria: Sem categoria');
  });
});
