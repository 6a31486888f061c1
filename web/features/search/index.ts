/** The shop's search: the header's field (its predictive part loads on first use) and the /search page. */
import { lazyRouteComponent } from '@tanstack/react-router';
// The results page's filters are on its first screen: their styles come with the page's HTML (the main stylesheet, 0.3 KB),
// not with the page's chunk, which arrives after the first paint; until then the filters showed unstyled, then jumped
// (CLS 0.13 on a phone).
import './SearchFilters.module.css';
import './SearchPage.module.css';

export { HeaderSearch } from './HeaderSearch.tsx';
export { SearchPageSchema } from './search-address.ts';
export { SearchPending } from './SearchPending.tsx';

/**
 * The page is its own chunk: the header (on every page) imports this feature too, and a static re-export would put
 * the whole page into every page's first load.
 */
export const SearchPage = lazyRouteComponent(() => import('./SearchPage.tsx'), 'SearchPage');
