/** The shop's search: the header's field (its predictive part loads on first use) and the /search page. */
export { HeaderSearch } from './HeaderSearch.tsx';
export { SearchPageSchema } from './search-address.ts';
export { SearchPage } from './SearchPage.tsx';
export { SearchPending } from './SearchPending.tsx';
