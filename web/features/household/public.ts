// What the household area (issue 35: who paid, the division, the acerto) offers the other features: the line a
// transactions row shows, the part of 'Editar Transação' that divides an expense (its dialog loads when opened),
// and the same choice in 'Nova transação', sent with the new expense.

export { redivisionNotice } from './household-words';
export { NewExpenseShare, type NewExpenseShareValue } from './new-expense-share';
export { PeopleLine } from './people-line';
export { TransactionPeople } from './transaction-people';
