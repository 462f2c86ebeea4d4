// The card, as the features need it (the Cartões page itself is web/features/cards): the cards and their bills, and how
// a bill and a card's limit are shown.
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
