// What the suggestions offer other features: what the person's history says of a description (the import's hints).
export { type MerchantCategory, merchantCategoryFinder } from './merchant-category';
export { type SuggestionIndex, suggestionIndex } from './repository';
export { createSuggestionsService } from './service';
export { type HistoryHit, historyOutranksMerchant } from './weak-history';
