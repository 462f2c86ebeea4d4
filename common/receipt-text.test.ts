import { describe, expect, it } from 'vitest';
import { datesIn } from './receipt-dates';
import { amountsIn, readReceiptText } from './receipt-text';

// Invented documents: the CNPJs and CPFs have valid check digits and belong to no one known.
const NFCE = `SUPERMERCADO BOA COLHEITA LTDA
CNPJ: 11.222.333/0001-81  IE: 123.456.789.110
AV. BRASIL, 1500 - CENTRO - CAMPINAS - SP
DOCUMENTO AUXILIAR DA NOTA FISCAL DE CONSUMIDOR ELETRONICA
001 ARROZ TIPO 1 5KG    1 UN X 27,90    27,90
002 FEIJAO CARIOCA 1KG  2 UN X 8,49     16,98
Qtd. total de itens                         3
Valor total R$                          44,88
Desconto R$                              2,00
Valor a pagar R$                        42,88
FORMA DE PAGAMENTO            VALOR PAGO R$
Dinheiro                                50,00
Troco R$                                 7,12
Valor aproximado dos tributos R$ 8,12 (18,9%) Fonte: IBPT
CONSUMIDOR CPF: 529.982.247-25
NFC-e n. 000123 Serie 001 Emissao: 28/11/2026 14:32:10`;

describe('receipt text: NFC-e and cupom fiscal', () => {
  it('reads the amount to pay, not the subtotal, the change, the discount or the taxes', () => {
    const read = readReceiptText(NFCE);
    expect(read).toEqual({
      kind: 'nfce',
      totalCents: 42_88,
      date: '2026-11-28',
      cnpj: '11.222.333/0001-81',
      cpf: '***.982.247-**',
      merchant: 'SUPERMERCADO BOA COLHEITA LTDA',
    });
  });

  it('reads a SAT cupom with TOTAL R$ and its merchant above the CNPJ, through OCR noise', () => {
    const sat = `FARMACIA SAUDE MAIS
Rua das Flores, 22 - Recife PE
CNPJ 1l.222 ,.333/OOO1-8l IE 0123456
EXTRATO No. 004512 CUPOM FISCAL ELETRONICO - SAT
#|COD|DESC|QTD|UN|VL UN R$|VL TR R$|VL ITEM R$
1 7891234 DIPIRONA 500MG 1 UN 12,50 (2,10) 12,50
2 7895678 PROTETOR SOLAR 1 UN 49,90 (8,40) 49,90
SUBTOTAL R$ 62,40
Desconto R$ -5,00
T0TAL R $ 57,4O
Cartao de Credito 57,40
Valor aprox. tributos R$ 10,50
SAT No. 900001234   27/11/26 - 19:02:11`;
    const read = readReceiptText(sat);
    expect(read.totalCents).toBe(57_40);
    expect(read.date).toBe('2026-11-27');
    expect(read.cnpj).toBe('11.222.333/0001-81');
    expect(read.merchant).toBe('FARMACIA SAUDE MAIS');
    expect(read.cpf).toBeNull();
  });

  it('reads a total split from its label, a thousands separator and a comma read as a dot', () => {
    const read = readReceiptText(
      `AUTO POSTO ESTRELA\nCNPJ 11.444.777/0001-61\nVALOR TOTAL R$\n1.234.56\n28 NOV 2026`,
    );
    expect(read.totalCents).toBe(1_234_56);
    expect(read.date).toBe('2026-11-28');
    expect(read.cnpj).toBe('11.444.777/0001-61');
  });

  it('refuses a CNPJ whose check digits fail, and a CPF likewise', () => {
    const read = readReceiptText('LOJA X\nCNPJ 11.222.333/0001-82\nCPF 529.982.247-26\nTOTAL 10,00');
    expect(read.cnpj).toBeNull();
    expect(read.cpf).toBeNull();
    expect(read.totalCents).toBe(10_00);
    expect(read.merchant).toBe('LOJA X');
  });

  it('answers nulls for text that is no receipt', () => {
    expect(readReceiptText('bom dia\ntudo bem?')).toEqual({
      kind: 'nfce',
      totalCents: null,
      date: null,
      cnpj: null,
      cpf: null,
      merchant: 'bom dia',
    });
    expect(readReceiptText('')).toMatchObject({ totalCents: null, date: null, merchant: null });
  });
});

describe('receipt text: Pix comprovantes', () => {
  it('Nubank: Valor, the Destino named, the Origem left out', () => {
    const read = readReceiptText(`Comprovante de transferência
28 NOV 2026 - 10:41:02
Valor R$ 150,00
Tipo de transferência Pix
Destino
Nome PADARIA PAO DOURADO LTDA
CNPJ 11.444.777/0001-61
Instituição BANCO DO BRASIL S.A.
Origem
Nome Maria Exemplo
CPF ***.982.247-**
Instituição NU PAGAMENTOS - IP`);
    expect(read).toEqual({
      kind: 'pix',
      totalCents: 150_00,
      date: '2026-11-28',
      cnpj: '11.444.777/0001-61',
      cpf: null,
      merchant: 'PADARIA PAO DOURADO LTDA',
    });
  });

  it('Itaú: "Pix enviado", "para" with the name on its line, a CPF recebedor', () => {
    const read = readReceiptText(`Pix enviado
valor: R$ 89,90
para: João da Silva Exemplo
CPF: 529.982.247-25
instituição: CAIXA ECONOMICA FEDERAL
de: Ana Teste
data: 27/11/2026 às 18:20`);
    expect(read.totalCents).toBe(89_90);
    expect(read.date).toBe('2026-11-27');
    expect(read.merchant).toBe('João da Silva Exemplo');
    expect(read.cpf).toBe('***.982.247-**');
    expect(read.cnpj).toBeNull();
  });

  it('Inter: "Quem recebeu" with the value on the line below its label, a month written out', () => {
    const read = readReceiptText(`Pix enviado
Valor
R$ 2.500,00
Data
28 de novembro de 2026
Quem recebeu
Nome
Clínica Sorriso Ltda
CNPJ
11.222.333/0001-81
Quem pagou
Nome
Ana Teste`);
    expect(read.totalCents).toBe(2_500_00);
    expect(read.date).toBe('2026-11-28');
    expect(read.merchant).toBe('Clínica Sorriso Ltda');
    expect(read.cnpj).toBe('11.222.333/0001-81');
  });

  it('Santander: "Valor pago" and "Favorecido"; the tarifa is not the total', () => {
    const read = readReceiptText(`Comprovante do Pix
Tarifa R$ 0,00
Valor pago R$ 35,00
Data da transferência 26/11/2026
Favorecido
MERCADINHO DA ESQUINA
CNPJ 11.444.777/0001-61
Pagador
Ana Teste`);
    expect(read.totalCents).toBe(35_00);
    expect(read.date).toBe('2026-11-26');
    expect(read.merchant).toBe('MERCADINHO DA ESQUINA');
  });
});

describe('receipt text: Pix comprovantes, more banks', () => {
  it('Caixa: "Dados do recebedor" with a CPF/CNPJ label, "Dados do pagador" after it', () => {
    const read = readReceiptText(`CAIXA
Comprovante de Pix
Data/hora: 24/11/2026 - 16:05
Valor: R$ 1.050,00
Dados do recebedor
Nome: ACADEMIA CORPO EM FORMA LTDA
CPF/CNPJ: 11.444.777/0001-61
Instituição: CAIXA ECONOMICA FEDERAL
Dados do pagador
Nome: Ana Teste
CPF/CNPJ: 11.222.333/0001-81`);
    expect(read).toMatchObject({
      kind: 'pix',
      totalCents: 1_050_00,
      date: '2026-11-24',
      cnpj: '11.444.777/0001-61',
      merchant: 'ACADEMIA CORPO EM FORMA LTDA',
    });
  });
});

describe('receipt text: boletos pagos', () => {
  it('reads the amount paid and the payment date, not the document value nor the due date', () => {
    const read = readReceiptText(`Comprovante de pagamento de boleto
Beneficiário: ENERGIA EXEMPLO DISTRIBUIDORA S.A.
CNPJ: 11.222.333/0001-81
Data de vencimento: 25/11/2026
Valor do documento: R$ 210,00
Juros/Multa: R$ 4,20
Valor pago: R$ 214,20
Data do pagamento: 28/11/2026
Pagador: Ana Teste`);
    expect(read).toMatchObject({
      kind: 'boleto',
      totalCents: 214_20,
      date: '2026-11-28',
      cnpj: '11.222.333/0001-81',
      merchant: 'ENERGIA EXEMPLO DISTRIBUIDORA S.A',
    });
  });
});

describe('receipt text: pieces', () => {
  it('reads amounts through OCR look-alikes and spaces', () => {
    expect(amountsIn('R$ 1.234,56')).toEqual([1_234_56]);
    expect(amountsIn('R $ lOO,5O')).toEqual([100_50]);
    expect(amountsIn('1 234,56 e 7,00')).toEqual([1_234_56, 7_00]);
    expect(amountsIn('CODIGO 7891234')).toEqual([]);
    expect(amountsIn('SOS,OO')).toEqual([]);
  });

  it('reads the date forms receipts print and refuses impossible ones', () => {
    expect(datesIn('28/11/2026')).toEqual(['2026-11-28']);
    expect(datesIn('28-11-26 10:00')).toEqual(['2026-11-28']);
    expect(datesIn('2B/11/2O26')).toEqual(['2026-11-28']);
    expect(datesIn('28 NOV 2026')).toEqual(['2026-11-28']);
    expect(datesIn('28 DE NOVEMBRO DE 2026')).toEqual(['2026-11-28']);
    expect(datesIn('2026-11-28T10:00')).toEqual(['2026-11-28']);
    expect(datesIn('31/02/2026')).toEqual([]);
  });
});
