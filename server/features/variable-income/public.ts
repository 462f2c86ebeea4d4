// What renda variável offers the other features.
//
// The B3 import records a file's trades and incomes in ONE database transaction of its own (db.transaction(tx =>
// ...)), with inputs parsed by the contract's schemas (common/contract/variable-income-requests.ts tradeBody,
// incomeBody):
// - recordTrades(tx, user, inputs): writes the trades (each holding created by its first trade, the money moved in
//   the ledger), then replays each asset touched once, writing every sale's realized gain row. Trades of one date
//   apply in the order given: pass them sorted by date. A sale of more units than held is refused (HttpError 400
//   naming the quantity, or 409 when an earlier-dated trade upsets a later sale already recorded), and the caller's
//   transaction is rolled back with it. recordTrade(tx, user, input) is the same for one trade.
// - recordIncomes(tx, user, inputs): proventos, each a ledger income of gross − withheld (recordIncome: one).
// - recordPrices(tx, user, inputs): days' prices (closing prices), each replacing one of the same day (recordPrice:
//   one).
// - deleteTrade / deleteIncome undo one of them with their ledger rows.
// Each answers the new rows' ids. Each batch writes with a few statements whatever its size (a thousand rows a
// statement): PGlite is one connection for everybody, and a file written row by row held it for seconds. The book's limits (MAX_TRADES_PER_BOOK, MAX_INCOMES_PER_BOOK, MAX_HOLDINGS_PER_BOOK)
// are checked under the book's lock.
// keepBankHolding: a bank sync's renda variável, one holding per ticker of the book, never doubled.

export { type BankHolding, type BankHoldingOutcome, keepBankHolding } from './bank-holdings';
export { comeCotasOfYear } from './come-cotas';
export { type VariableIncomeDarfDue, variableIncomeDarfsDue } from './darfs-due';
export { deleteIncome, recordIncome, recordIncomes } from './incomes';
export { ownedHolding } from './owned';
export { recordPrice, recordPrices } from './prices';
export { type HoldingRow, type IncomeRow, type TradeRow, variableIncomeRepository } from './repository';
export { taxesOfYear } from './taxes';
export { deleteTrade, recordTrade, recordTrades } from './trades';
export { type HoldingsOn, holdingsOn } from './value-on';
