/** Window events that connect the shell, the new-transaction modal and the lists, as docs/PRODUCT.md names them. */
export const OPEN_NEW_TRANSACTION = 'open-new-transaction';
export const TX_CREATED = 'tx-created';

/** What the dialog opens with: 'Capturar' (the phone's bar) opens it on the Pix or boleto code field. */
export interface OpenNewTransactionDetail {
  capture?: boolean;
}

export function openNewTransaction(detail: OpenNewTransactionDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenNewTransactionDetail>(OPEN_NEW_TRANSACTION, { detail }));
}

export function announceTransactionCreated(): void {
  window.dispatchEvent(new CustomEvent(TX_CREATED));
}
