// What cards offer the other features: the cards and their bills, and how a bill and a card's limit are shown.
export { useBills, useCards } from './api/cards';
export { BillPaymentOffers } from './bill-payment-offers';
export {
  availableText,
  BillStatusBadge,
  billDueText,
  billMonthLabel,
  billName,
  billTitle,
  limitUse,
} from './card-display';
