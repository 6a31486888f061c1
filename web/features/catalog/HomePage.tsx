import { LazySection } from '../../components/LazySection';
import { CategoryGrid } from './CategoryGrid';
import { Hero } from './Hero';
import { LanguageBand } from './LanguageBand';
import { ProductList } from './ProductList';
import { PromoBanner } from './PromoBanner';

// Below the fold: each loads its code when it nears the screen.
const loadShowcase = () => import('./ShowcaseCarousel').then((m) => ({ default: m.ShowcaseCarousel }));
const loadEducation = () => import('./Education').then((m) => ({ default: m.Education }));
const loadWholesale = () => import('../wholesale/WholesaleSection').then((m) => ({ default: m.WholesaleSection }));
const loadQuickCollections = () => import('./QuickCollections').then((m) => ({ default: m.QuickCollections }));
const loadContactExperts = () => import('./ContactExperts').then((m) => ({ default: m.ContactExperts }));

/** SPEC 2's home page, its sections in SPEC's order. */
export function HomePage() {
  return (
    <>
      <PromoBanner />
      <LanguageBand />
      <Hero />
      <LazySection load={loadShowcase} minHeight={560} />
      <CategoryGrid />
      <ProductList />
      <LazySection load={loadEducation} minHeight={720} />
      <LazySection load={loadWholesale} minHeight={520} id="wholesale" />
      <LazySection load={loadQuickCollections} minHeight={260} />
      <LazySection load={loadContactExperts} minHeight={420} />
    </>
  );
}
