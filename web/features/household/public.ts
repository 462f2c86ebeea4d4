// What the household area (issue 35: who paid, the division, the acerto) offers the other features: the line a
// transactions row shows and the part of 'Editar Transação' that divides an expense (its dialog loads when opened).

export type { ShareAnswer } from './api/share';
export { redivisionNotice } from './household-words';
export { PeopleLine } from './people-line';
export { TransactionPeople } from './transaction-people';
