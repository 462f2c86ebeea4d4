// Replaced by the global new-transaction modal as it is built.
export function NewTransactionModal() {
  return null;
}
