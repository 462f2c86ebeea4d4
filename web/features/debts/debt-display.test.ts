import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DebtInstallment, DebtPrepayment, DebtResponse } from '../../../common/contract/debts';
import { DebtCard } from './debt-card';
import {
  debtCountText,
  deleteDebtMessage,
  deletePrepaymentMessage,
  dueText,
  endsText,
  nextTitle,
  overdueExplained,
  overdueText,
  paidCountText,
  paidToast,
  prepaidToast,
  prepaymentAppliedText,
  scheduleTotalsText,
  splitText,
  termsText,
} from './debt-display';

/** Intl puts a no-break space after R$. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

// The server's test loan (server/features/debts/debts.test.ts): R$ 12.000,00 at 1% a.m. in 12 by the Price table,
// whose instalment 4 is R$ 1.066,19 with R$ 91,33 of interest (1% of the 9.132,95 left after row 3).
const installment = (overrides: Partial<DebtInstallment> = {}): DebtInstallment => ({
  number: 4,
  dueDate: '2026-10-15',
  payment: 1066.19,
  interest: 91.33,
  amortization: 974.86,
  balance: 8158.09,
  transactionId: null,
  paidBefore: false,
  overdue: false,
  ...overrides,
});

const debt = (overrides: Partial<DebtResponse> = {}): DebtResponse => ({
  id: 1,
  name: 'Financiamento do carro',
  kind: 'financiamento_veiculo',
  kindLabel: 'Financiamento de veículo',
  lender: 'Banco Azul',
  principal: 12000,
  rate: 1,
  ratePeriod: 'mes',
  rateLabel: '1% a.m.',
  system: 'PRICE',
  installments: 12,
  contractDate: '2026-06-15',
  firstDueDate: '2026-07-15',
  paidBefore: 0,
  paymentAccountId: 3,
  balanceToday: 9132.95,
  overdueInstallments: 0,
  overdue: 0,
  next: installment(),
  paidCount: 3,
  scheduleCount: 12,
  lastDueDate: '2027-06-15',
  totals: { payments: 12794.23, interest: 794.23, prepaid: 0 },
  ...overrides,
});

const prepayment = (overrides: Partial<DebtPrepayment> = {}): DebtPrepayment => ({
  id: 9,
  date: '2026-09-20',
  amount: 3000,
  mode: 'prazo',
  applied: 3000,
  balance: 6132.95,
  transactionId: 77,
  ...overrides,
});

/** The card as the page renders it, its text with plain spaces. */
const card = (d: DebtResponse, today: string) =>
  plain(
    renderToStaticMarkup(
      createElement(DebtCard, {
        debt: d,
        today,
        writable: true,
        busy: false,
        onPay: () => {},
        onPrepay: () => {},
        onSchedule: () => {},
        onEdit: () => {},
        onDelete: () => {},
      }),
    ),
  );

describe('a debt on its card', () => {
  it('says its terms, how many instalments are paid of the schedule, and the next one', () => {
    expect(termsText(debt())).toBe('1% a.m. · Tabela Price (parcela fixa)');
    expect(termsText(debt({ rateLabel: '11,5% a.a.', system: 'SAC' }))).toBe(
      '11,5% a.a. · SAC (amortização constante)',
    );
    expect(paidCountText(debt())).toBe('3 de 12 parcelas pagas');
    expect(paidCountText(debt({ paidCount: 0, scheduleCount: 1 }))).toBe('0 de 1 parcela paga');
    expect(nextTitle(4, 12)).toBe('Próxima parcela: 4 de 12');
    expect(plain(splitText(installment()))).toBe('Juros R$ 91,33 · Amortização R$ 974,86');
  });

  it('says the next due date as still to come, or as passed when it is overdue', () => {
    expect(dueText(installment(), '2026-10-15')).toBe('Vence em 15/10/2026');
    expect(dueText(installment(), '2026-09-20')).toBe('Vence em 15/10/2026');
    expect(dueText(installment(), '2026-10-16')).toBe('Venceu em 15/10/2026');
  });

  it('says how many instalments are overdue and what they add up to, without late fees', () => {
    expect(overdueText(debt())).toBeNull();
    expect(plain(overdueText(debt({ overdueInstallments: 1, overdue: 1066.19 })) ?? '')).toBe(
      '1 parcela vencida · R$ 1.066,19',
    );
    // Instalments 4 and 5 unpaid a month after the fifth fell due: 2 × 1.066,19.
    expect(plain(overdueText(debt({ overdueInstallments: 2, overdue: 2132.38 })) ?? '')).toBe(
      '2 parcelas vencidas · R$ 2.132,38',
    );
    expect(overdueExplained(1)).toBe(
      'Sem multa nem juros de atraso. O saldo devedor inclui a amortização dela até você registrar o pagamento.',
    );
  });

  it('shows the overdue line on the card under the balance, and none when every instalment due is paid', () => {
    // 20/11/2026: rows 4 (15/10) and 5 (15/11) unpaid; the balance counts their amortization, 974,86 + 984,61, over
    // the 7.173,48 the contract leaves after row 5: 9.132,95.
    const late = card(
      debt({
        overdueInstallments: 2,
        overdue: 2132.38,
        next: installment({ overdue: true }),
        balanceToday: 9132.95,
      }),
      '2026-11-20',
    );
    expect(late).toContain('data-testid="debt-overdue"');
    expect(late).toContain('2 parcelas vencidas · R$ 2.132,38');
    expect(late).toContain(
      'Sem multa nem juros de atraso. O saldo devedor inclui a amortização delas até você registrar o pagamento.',
    );
    expect(late).toContain('Venceu em 15/10/2026');
    const onTime = card(debt(), '2026-09-20');
    expect(onTime).not.toContain('data-testid="debt-overdue"');
    expect(onTime).not.toContain('vencida');
    expect(onTime).toContain('Vence em 15/10/2026');
  });

  it('says when it ends, or that every instalment is recorded', () => {
    expect(endsText(debt())).toBe('Termina em 15/06/2027');
    expect(endsText(debt({ next: null }))).toBe(
      'Todas as parcelas registradas (a última venceu em 15/06/2027)',
    );
  });

  it('says plainly that a debt with no payment account stays out of the Previsão, and nothing once it has one', () => {
    const without = card(debt({ paymentAccountId: null }), '2026-09-20');
    expect(without).toContain('Fora da Previsão: sem conta de pagamento');
    expect(card(debt(), '2026-09-20')).not.toContain('Previsão');
    // Every instalment recorded: nothing left to forecast, nothing to say.
    expect(card(debt({ paymentAccountId: null, next: null }), '2026-09-20')).not.toContain('Previsão');
  });

  it('counts the debts in the subtitle', () => {
    expect(debtCountText(1)).toBe('1 dívida');
    expect(debtCountText(3)).toBe('3 dívidas');
  });
});

describe('the schedule', () => {
  it('adds up the instalments and their interest, and the prepayments when there are any', () => {
    expect(plain(scheduleTotalsText(debt()))).toBe('Parcelas somam R$ 12.794,23, com R$ 794,23 de juros');
    // After the R$ 3.000,00 prepayment of the server's test the schedule is shorter, so its sums are smaller.
    expect(
      plain(scheduleTotalsText(debt({ totals: { payments: 9000.1, interest: 132.1, prepaid: 3000 } }))),
    ).toBe('Parcelas somam R$ 9.000,10, com R$ 132,10 de juros; amortizado à parte R$ 3.000,00');
  });

  it('says what a prepayment lowered: all of it, part of it when it paid the debt off, or nothing after', () => {
    expect(plain(prepaymentAppliedText(prepayment()))).toBe('saldo depois: R$ 6.132,95');
    expect(plain(prepaymentAppliedText(prepayment({ amount: 10000, applied: 9132.95, balance: 0 })))).toBe(
      'Abateu R$ 9.132,95; saldo depois: R$ 0,00',
    );
    expect(prepaymentAppliedText(prepayment({ applied: 0, balance: 0 }))).toBe(
      'Depois da quitação: não abateu nada',
    );
  });
});

describe('what the confirmations and toasts say', () => {
  it('deleting a debt keeps the expenses already recorded', () => {
    expect(deleteDebtMessage(debt())).toBe(
      'Excluir “Financiamento do carro”? Ela sai desta página e do Patrimônio, com as amortizações anotadas. As despesas já registradas das parcelas e amortizações continuam em Transações.',
    );
  });

  it('deleting a prepayment removes its expense too, when one was recorded', () => {
    expect(plain(deletePrepaymentMessage(prepayment()))).toBe(
      'Excluir a amortização de R$ 3.000,00 de 20/09/2026? O saldo devedor e as parcelas voltam a ser calculados sem ela, e a despesa registrada com ela também é excluída de Transações.',
    );
    expect(plain(deletePrepaymentMessage(prepayment({ transactionId: null })))).toBe(
      'Excluir a amortização de R$ 3.000,00 de 20/09/2026? O saldo devedor e as parcelas voltam a ser calculados sem ela.',
    );
  });

  it('a payment names its instalment, amount and account; a prepayment without one says it was only noted', () => {
    expect(plain(paidToast(installment({ number: 1 }), 0, 'Itaú'))).toBe(
      'Parcela 1 registrada: R$ 1.066,19 de Itaú',
    );
    // Paid late, the fee left the account with it: 1.066,19 + 31,99.
    expect(plain(paidToast(installment({ number: 1 }), 31.99, 'Itaú'))).toBe(
      'Parcela 1 registrada: R$ 1.098,18 de Itaú',
    );
    expect(plain(prepaidToast(3000, 'Itaú'))).toBe('Amortização registrada: R$ 3.000,00 de Itaú');
    expect(plain(prepaidToast(3000, null))).toBe('Amortização de R$ 3.000,00 anotada no contrato');
  });
});
