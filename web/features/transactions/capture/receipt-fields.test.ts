import { describe, expect, it } from 'vitest';
import type { ReceiptReading } from '../../../../common/contract/capture';
import { receiptFill, receiptLines, receiptPayee } from './receipt-fields';

const reading = (overrides: Partial<ReceiptReading> = {}): ReceiptReading => ({
  source: 'ocr',
  total: 87.9,
  date: '2026-11-21',
  cnpj: '11.222.333/0001-81',
  cpf: null,
  merchant: 'MERCADO BOM PRECO LTDA',
  category_id: 3,
  category_name: 'Alimentação',
  elapsed_ms: 1800,
  ...overrides,
});

describe('a receipt read', () => {
  it('is shown as found: total, date, the merchant by its trade name, category, CNPJ', () => {
    expect(receiptLines(reading())).toEqual([
      { label: 'Valor', value: 'R$ 87,90', byAi: false },
      { label: 'Data', value: '21/11/2026', byAi: false },
      { label: 'Favorecido', value: 'Mercado Bom Preco', byAi: false },
      { label: 'Categoria', value: 'Alimentação', byAi: false },
      { label: 'CNPJ', value: '11.222.333/0001-81', byAi: false },
    ]);
  });

  it("says which values the installation's AI proposed, where the rules read nothing", () => {
    const lines = receiptLines(reading({ ai_fields: ['total', 'merchant'] }));
    expect(lines.filter((l) => l.byAi).map((l) => l.label)).toEqual(['Valor', 'Favorecido']);
  });

  it('fills the amount, date, payee and description, and category; the CNPJ is shown only', () => {
    expect(receiptFill(reading())).toEqual({
      amount: '87,90',
      date: '2026-11-21',
      payeeName: 'Mercado Bom Preco',
      description: 'Mercado Bom Preco',
      categoryId: '3',
    });
  });

  it('names the business and its CNPJ for its payee, when both were read', () => {
    expect(receiptPayee(reading())).toEqual({ name: 'Mercado Bom Preco', document: '11.222.333/0001-81' });
    expect(receiptPayee(reading({ cnpj: null }))).toBeNull();
    expect(receiptPayee(reading({ merchant: null }))).toBeNull();
  });

  it('leaves alone what was not found', () => {
    const partial = reading({
      total: null,
      merchant: null,
      category_id: null,
      category_name: null,
      cnpj: null,
      cpf: '***.456.789-**',
    });
    expect(receiptFill(partial)).toEqual({ date: '2026-11-21' });
    expect(receiptLines(partial)).toEqual([
      { label: 'Data', value: '21/11/2026', byAi: false },
      { label: 'CPF', value: '***.456.789-**', byAi: false },
    ]);
  });
});
