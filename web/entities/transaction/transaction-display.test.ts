import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { installmentLabel } from '../../lib/installment-label';
import {
  amountText,
  deleteQuestion,
  directionOf,
  SAVE_FAILED,
  saveErrorMessage,
  signedAmount,
  signedReais,
  subtitleOf,
  titleOf,
  transferLegNotice,
  transferOtherSide,
  transferRoute,
} from './transaction-display';

describe('transaction rows', () => {
  it('sign the amount by direction', () => {
    expect(signedAmount({ type: 'DESPESA', amount: 1234.56 })).toBe('-R$ 1.234,56');
    expect(signedAmount({ type: 'RECEITA', amount: 0.5 })).toBe('+R$ 0,50');
  });

  it('tell a transfer leg from income and expense', () => {
    expect(directionOf({ type: 'RECEITA', transfer_id: null })).toBe('income');
    expect(directionOf({ type: 'DESPESA', transfer_id: null })).toBe('expense');
    expect(directionOf({ type: 'DESPESA', transfer_id: 'x' })).toBe('transfer');
  });

  it('show the description first and the payee under it', () => {
    expect(titleOf({ description: 'Compras', payee_name: 'Mercado' })).toBe('Compras');
    expect(subtitleOf({ description: 'Compras', payee_name: 'Mercado' })).toBe('Mercado');
    expect(titleOf({ description: '', payee_name: 'Mercado' })).toBe('Mercado');
    expect(subtitleOf({ description: '', payee_name: 'Mercado' })).toBeNull();
  });

  it('name a transfer by its way, from either leg, with its description under it unless the default', () => {
    const leg = {
      transfer_id: 'abc',
      conta_name: 'Itaú',
      transfer_account_name: 'Poupança',
      description: 'Transferência',
      payee_name: null,
    };
    expect(titleOf({ ...leg, type: 'DESPESA' })).toBe('Itaú → Poupança');
    expect(titleOf({ ...leg, type: 'RECEITA', conta_name: 'Poupança', transfer_account_name: 'Itaú' })).toBe(
      'Itaú → Poupança',
    );
    expect(subtitleOf({ ...leg, type: 'DESPESA' })).toBeNull();
    expect(subtitleOf({ ...leg, type: 'DESPESA', description: 'Aporte: Viagem' })).toBe('Aporte: Viagem');
    expect(transferRoute({ ...leg, transfer_id: null, type: 'DESPESA' })).toBeNull();
    expect(amountText({ type: 'DESPESA', amount: 500, transfer_id: 'abc' })).toBe('R$ 500,00');
    expect(amountText({ type: 'DESPESA', amount: 500, transfer_id: null })).toBe('-R$ 500,00');
  });

  it("sign a day's net", () => {
    expect(signedReais(69.9)).toBe('+R$ 69,90');
    expect(signedReais(-12.5)).toBe('-R$ 12,50');
    expect(signedReais(0)).toBe('R$ 0,00');
  });

  it('explain a failed save with the server reason of a 4xx, the missing network, else the catalogue text', () => {
    expect(saveErrorMessage(new ApiError(400, 'Conta não encontrada'))).toBe('Conta não encontrada');
    expect(saveErrorMessage(new ApiError(500, 'Erro interno'))).toBe(SAVE_FAILED);
    expect(saveErrorMessage(new Error('x'))).toBe(SAVE_FAILED);
    expect(saveErrorMessage(new NetworkError())).toBe(
      'Sem conexão com o servidor. Verifique a sua internet e tente novamente.',
    );
    expect(SAVE_FAILED).toBe('Falha ao salvar. Verifique os dados e tente novamente.');
  });
});

describe('installmentLabel', () => {
  it("says an installment's place as k/n, and nothing for another row", () => {
    expect(installmentLabel({ installment_number: 3, installment_count: 10 })).toBe('3/10');
    expect(installmentLabel({ installment_number: null, installment_count: null })).toBeNull();
  });
});

describe('transferOtherSide', () => {
  it("says where a leg's money went or came from, for the phone's second line", () => {
    const leg = { transfer_id: 't', conta_name: 'Itaú Conta Corrente', transfer_account_name: 'Nubank' };
    expect(transferOtherSide({ ...leg, type: 'DESPESA' })).toBe('para Nubank');
    expect(transferOtherSide({ ...leg, type: 'RECEITA' })).toBe('de Nubank');
    expect(transferOtherSide({ ...leg, type: 'DESPESA', transfer_account_name: null })).toBe(
      'Itaú Conta Corrente',
    );
  });

  it("names the other book of a transfer between two books, never that book's account", () => {
    const leg = { transfer_id: 't', conta_name: 'Conjunta', transfer_account_name: null };
    const fromAna = { ...leg, type: 'RECEITA' as const, transfer_book_name: 'Pessoal de Ana' };
    expect(transferOtherSide(fromAna)).toBe('de Pessoal de Ana');
    expect(titleOf({ ...fromAna, description: 'Minha parte', payee_name: null })).toBe(
      'Pessoal de Ana → Conjunta',
    );
    expect(transferOtherSide({ ...leg, type: 'DESPESA', transfer_book_name: 'outro livro' })).toBe(
      'para outro livro',
    );
  });
});

describe('transferLegNotice', () => {
  it('says which side of a transfer the row is, what follows it, and why its type stays', () => {
    expect(transferLegNotice({ type: 'DESPESA', transfer_book_name: null })).toBe(
      'Esta é a saída de uma transferência. A entrada, na outra conta, acompanha o valor, a data, a descrição e o status. É dinheiro movido, não gasto nem recebido: o tipo e a categoria não mudam.',
    );
    expect(transferLegNotice({ type: 'RECEITA', transfer_book_name: 'Pessoal de Ana' })).toContain(
      'Esta é a entrada de uma transferência com o livro Pessoal de Ana. A saída, lá, acompanha',
    );
    expect(transferLegNotice({ type: 'DESPESA', transfer_book_name: 'outro livro' })).toContain(
      'com outro livro, que não tem mais o outro lado: ela muda sozinha.',
    );
  });
});

describe('deleteQuestion', () => {
  it('says a transfer with another book leaves that book too', () => {
    expect(deleteQuestion({ transfer_book_name: 'Casa' })).toBe(
      'Excluir esta transferência? Ela sai também do livro Casa.',
    );
    expect(deleteQuestion({ transfer_book_name: 'outro livro' })).toBe('Excluir esta transação?');
    expect(deleteQuestion({ transfer_book_name: null })).toBe('Excluir esta transação?');
  });
});
