import { describe, expect, it } from 'vitest';
import { nameCase, readTransferText, shortenTransferText } from './transfer-text';
import type { ImportRow } from './types';

describe('Pix and TED lines', () => {
  it('Nubank: the other person as payee, in name case, and a short description', () => {
    expect(
      readTransferText('Transferência enviada pelo Pix - MARIA OLIVEIRA - •••.987.654-•• - ITAÚ UNIBANCO'),
    ).toEqual({ description: 'Pix enviado', payee: 'Maria Oliveira' });
    expect(
      readTransferText(
        'Transferência recebida pelo Pix - JOÃO DOS SANTOS DA SILVA - ***.987.654-** - BCO EXEMPLO (0001) Agência: 1 Conta: 123-4',
      ),
    ).toEqual({ description: 'Pix recebido', payee: 'João dos Santos da Silva' });
    expect(
      readTransferText(
        'Transferência recebida pelo Pix - EMPRESA EXEMPLO LTDA - 12.345.678/0001-90 - BANCO FICTÍCIO S.A.',
      ),
    ).toEqual({ description: 'Pix recebido', payee: 'Empresa Exemplo Ltda' });
  });

  it('TED and DOC, sent and received; Inter writes Pix lines in mixed case, kept as written', () => {
    expect(readTransferText("TED enviada - ANA-LUIZA D'ÁVILA - 123.456.789-00")).toEqual({
      description: 'TED enviada',
      payee: "Ana-Luiza D'Ávila",
    });
    expect(readTransferText('TED RECEBIDA - PEDRO E PAULO ME')).toEqual({
      description: 'TED recebida',
      payee: 'Pedro e Paulo ME',
    });
    expect(readTransferText('DOC enviado - CARLOS DE SOUZA')).toEqual({
      description: 'DOC enviado',
      payee: 'Carlos de Souza',
    });
    expect(readTransferText('Pix enviado - Maria Souza')).toEqual({
      description: 'Pix enviado',
      payee: 'Maria Souza',
    });
  });

  it('never takes a CPF or CNPJ, masked or not, for a name', () => {
    expect(
      readTransferText('Transferência enviada pelo Pix - •••.987.654-•• - ITAÚ UNIBANCO'),
    ).toBeUndefined();
    expect(readTransferText('Transferência recebida pelo Pix - 12.345.678/0001-90 - BANCO')).toBeUndefined();
    expect(readTransferText('Pix enviado - ***.987.654-**')).toBeUndefined();
    // A document written beside the name is left out of it.
    expect(readTransferText('TED recebida - MARIA OLIVEIRA 123.456.789-00')?.payee).toBe('Maria Oliveira');
  });

  it('leaves other lines alone', () => {
    for (const text of [
      'Compra no débito - Padaria Pão Quente',
      'Pagamento de boleto - Energia Fictícia',
      'Pix enviado',
      'Transferência',
      'Pix programado enviado - Maria',
    ]) {
      expect(readTransferText(text)).toBeUndefined();
    }
  });

  it('writes names in name case, particles in lower case', () => {
    expect(nameCase('MARIA DAS DORES E SILVA')).toBe('Maria das Dores e Silva');
    expect(nameCase('empresa exemplo s.a.')).toBe('Empresa Exemplo S.A.');
    expect(nameCase('Maria da Silva')).toBe('Maria da Silva');
  });
});

describe('a row of a Pix line', () => {
  const row = (overrides: Partial<ImportRow>): ImportRow => ({
    line: 2,
    date: '2026-10-03',
    description: 'Transferência enviada pelo Pix - MARIA OLIVEIRA - •••.987.654-•• - ITAÚ UNIBANCO',
    type: 'DESPESA',
    amountCents: 120000,
    status: 'CLEARED',
    raw: [],
    ...overrides,
  });

  it('gets the short description and the payee, and keeps the bank text', () => {
    expect(shortenTransferText(row({}))).toMatchObject({
      description: 'Pix enviado',
      payee: 'Maria Oliveira',
      statementText: 'Transferência enviada pelo Pix - MARIA OLIVEIRA - •••.987.654-•• - ITAÚ UNIBANCO',
    });
  });

  it('is kept as written when the file names a payee of its own, or for a transfer between accounts', () => {
    expect(shortenTransferText(row({ payee: 'Maria' }))).not.toHaveProperty('statementText');
    expect(shortenTransferText(row({ type: 'TRANSFER' })).description).toMatch(
      /^Transferência enviada pelo Pix/,
    );
  });
});
