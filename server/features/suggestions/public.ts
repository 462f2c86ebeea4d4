// What the suggestions offer other features: history's category per payee and stem, and the well-known
// merchants' default ("sugestão padrão"), both below the person's rules.

export { type MerchantCategory, merchantCategoryFinder } from './merchant-category';
export { type SuggestionIndex, suggestionIndex } from './repository';
