// What the suggestions offer other features: what the person's history says of a description (the import's hints),
// and of a receipt's merchant (the receipts' category).
export { type MerchantCategory, merchantCategoryFinder } from './merchant-category';
export { expenseCategories, type SuggestionIndex, suggestionIndex } from './repository';
export { createSuggestionsService } from './service';
export { type HistoryHit, historyOutranksMerchant } from './weak-history';
