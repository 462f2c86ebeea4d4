// What the fixed-item screens offer the other features: the words of an item counted paid with no transaction.

// 'Salvar como conta a pagar' of a boleto read in 'Nova transação' (POST /recurring).
export { useCreateRecurring } from './api/recurring';
// Previsão's note of the incomes found in the history that the forecast does not count yet.
export { FoundIncomesNote } from './found-incomes-note';
export { FIXED_ITEMS_OUT_OF, inBalanceText } from './item-words';
