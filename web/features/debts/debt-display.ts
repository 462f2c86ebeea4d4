import {
  AMORTIZATION_SYSTEM_LABELS,
  type DebtInstallment,
  type DebtPrepayment,
  type DebtResponse,
  PREPAYMENT_MODE_LABELS,
} from '../../../common/contract/debts';
import { formatDateBR } from '../../../common/dates';
import { formatReais, sumReais } from '../../../common/money';

/** The subtitle: how many debts the page lists. */
export const debtCountText = (count: number) => (count === 1 ? '1 dívida' : `${count} dívidas`);

/** '1% a.m. · Tabela Price (parcela fixa)': the rate and the system, as the contract says them. */
export const termsText = (debt: Pick<DebtResponse, 'rateLabel' | 'system'>) =>
  `${debt.rateLabel} · ${AMORTIZATION_SYSTEM_LABELS[debt.system]}`;

/** '3 de 12 parcelas pagas', of the schedule as it now stands (a prepayment may have shortened it). */
export function paidCountText(debt: Pick<DebtResponse, 'paidCount' | 'scheduleCount'>): string {
  const of = debt.scheduleCount === 1 ? 'parcela paga' : 'parcelas pagas';
  return `${debt.paidCount} de ${debt.scheduleCount} ${of}`;
}

/** 'Parcela 4 de 12': an instalment's place in the schedule. */
export const installmentTitle = (number: number, count: number) => `Parcela ${number} de ${count}`;

/** 'Próxima parcela: 4 de 12'. */
export const nextTitle = (number: number, count: number) => `Próxima parcela: ${number} de ${count}`;

/** 'Vence em 15/12/2026', or 'Venceu em 15/10/2026' once the day has passed unpaid. */
export function dueText(installment: Pick<DebtInstallment, 'dueDate'>, today: string): string {
  return `${installment.dueDate < today ? 'Venceu' : 'Vence'} em ${formatDateBR(installment.dueDate)}`;
}

/**
 * '2 parcelas vencidas · R$ 2.132,38': the instalments due before today and not paid, at their value (the bank adds
 * its late interest and fees, which Grana does not know); null when none is.
 */
export function overdueText(debt: Pick<DebtResponse, 'overdueInstallments' | 'overdue'>): string | null {
  const count = debt.overdueInstallments;
  if (count === 0) return null;
  return `${count} ${count === 1 ? 'parcela vencida' : 'parcelas vencidas'} · ${formatReais(debt.overdue)}`;
}

/** Under overdueText: what its figure leaves out, and that the balance still counts what they repay. */
export const overdueExplained = (count: number) =>
  `Sem multa nem juros de atraso. O saldo devedor inclui a amortização ${count === 1 ? 'dela' : 'delas'} até você registrar o pagamento.`;

/** 'Juros R$ 100,98 · Amortização R$ 965,21': what of the instalment pays interest and what lowers the debt. */
export const splitText = (installment: Pick<DebtInstallment, 'interest' | 'amortization'>) =>
  `Juros ${formatReais(installment.interest)} · Amortização ${formatReais(installment.amortization)}`;

/** When the debt ends as the schedule now stands; once every instalment is recorded, that it is all paid. */
export function endsText(debt: Pick<DebtResponse, 'next' | 'lastDueDate'>): string {
  return debt.next === null
    ? `Todas as parcelas registradas (a última venceu em ${formatDateBR(debt.lastDueDate)})`
    : `Termina em ${formatDateBR(debt.lastDueDate)}`;
}

/**
 * The card's line when the debt has instalments left and no 'Conta de pagamento': the forecast cannot place them.
 * Null otherwise.
 */
export function outOfForecastText(debt: Pick<DebtResponse, 'next' | 'paymentAccountId'>): string | null {
  return debt.next !== null && debt.paymentAccountId === null
    ? 'Fora da Previsão: sem conta de pagamento'
    : null;
}

/** What the schedule adds up to: the instalments with the interest in them, and the prepayments when any. */
export function scheduleTotalsText(debt: Pick<DebtResponse, 'totals'>): string {
  const { payments, interest, prepaid } = debt.totals;
  const text = `Parcelas somam ${formatReais(payments)}, com ${formatReais(interest)} de juros`;
  return prepaid > 0 ? `${text}; amortizado à parte ${formatReais(prepaid)}` : text;
}

/** 'Reduzir o prazo' / 'Reduzir a parcela', as a prepayment's row says what it kept. */
export const prepaymentModeText = (prepayment: Pick<DebtPrepayment, 'mode'>) =>
  PREPAYMENT_MODE_LABELS[prepayment.mode];

/** What a prepayment did: all of it lowered the balance, part of it (it paid the debt off), or nothing. */
export function prepaymentAppliedText(prepayment: Pick<DebtPrepayment, 'amount' | 'applied' | 'balance'>) {
  if (prepayment.applied === 0) return 'Depois da quitação: não abateu nada';
  const applied = prepayment.applied < prepayment.amount ? `Abateu ${formatReais(prepayment.applied)}; ` : '';
  return `${applied}saldo depois: ${formatReais(prepayment.balance)}`;
}

/** The confirmation of Excluir: the debt and its prepayments go; the expenses that paid it stay. */
export function deleteDebtMessage(debt: Pick<DebtResponse, 'name'>): string {
  return `Excluir “${debt.name}”? Ela sai desta página e do Patrimônio, com as amortizações anotadas. As despesas já registradas das parcelas e amortizações continuam em Transações.`;
}

/** The confirmation of a prepayment's Excluir: the schedule goes back, and its expense (if any) goes with it. */
export function deletePrepaymentMessage(
  prepayment: Pick<DebtPrepayment, 'date' | 'amount' | 'transactionId'>,
) {
  const what = `Excluir a amortização de ${formatReais(prepayment.amount)} de ${formatDateBR(prepayment.date)}? O saldo devedor e as parcelas voltam a ser calculados sem ela`;
  return prepayment.transactionId === null
    ? `${what}.`
    : `${what}, e a despesa registrada com ela também é excluída de Transações.`;
}

/** 'Parcela 1 registrada: R$ 1.066,19 de Itaú': what left the account, the late fee (reais, 0 when none) included. */
export const paidToast = (
  installment: Pick<DebtInstallment, 'number' | 'payment'>,
  lateFee: number,
  accountName?: string,
) =>
  `Parcela ${installment.number} registrada: ${formatReais(sumReais([installment.payment, lateFee]))}${accountName ? ` de ${accountName}` : ''}`;

/** 'Amortização registrada: R$ 3.000,00 de Itaú', or that it was only noted on the contract. */
export function prepaidToast(amount: number, accountName: string | null): string {
  return accountName === null
    ? `Amortização de ${formatReais(amount)} anotada no contrato`
    : `Amortização registrada: ${formatReais(amount)} de ${accountName}`;
}

/** The empty page's words: what a debt is for here. */
export const DEBT_EXPLAINED =
  'Registre um financiamento ou empréstimo com o seu contrato (valor, taxa, prazo, SAC ou Price) para ver quanto ainda deve, as parcelas que faltam e quanto de cada uma é juros. O saldo devedor entra em Dívidas no Patrimônio.';
