/** Window events that connect the shell, the new-transaction modal and the lists, as docs/PRODUCT.md names them. */
export const OPEN_NEW_TRANSACTION = 'open-new-transaction';
export const TX_CREATED = 'tx-created';

export function openNewTransaction(): void {
  window.dispatchEvent(new CustomEvent(OPEN_NEW_TRANSACTION));
}

export function announceTransactionCreated(): void {
  window.dispatchEvent(new CustomEvent(TX_CREATED));
}
