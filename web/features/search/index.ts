/** The shop's search: the header's field (its predictive part loads on first use) and the /search page. */
import { lazyRouteComponent } from '@tanstack/react-router';

export { HeaderSearch } from './HeaderSearch.tsx';
export { SearchPageSchema } from './search-address.ts';
export { SearchPending } from './SearchPending.tsx';

/**
 * The page is its own chunk: the header (on every page) imports this feature too, and a static re-export would put
 * the whole page into every page's first load.
 */
export const SearchPage = lazyRouteComponent(() => import('./SearchPage.tsx'), 'SearchPage');
