import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LazySection } from '#web/components/LazySection.tsx';
import { withMantineTheme } from '#web/app/with-mantine-theme.ts';
import { CategoryGrid } from './CategoryGrid.tsx';
import { Hero } from './Hero.tsx';
import { LanguageBand } from './LanguageBand.tsx';
import { ProductList } from './ProductList.tsx';
import { PromoBanner } from './PromoBanner.tsx';

// Below the fold: each loads its code when it nears the screen, with Mantine's theme where it draws Mantine's components.
const loadShowcase = () => import('./ShowcaseCarousel.tsx').then((m) => ({ default: m.ShowcaseCarousel }));
const loadEducation = withMantineTheme(() => import('./Education.tsx').then((m) => m.Education));
const loadWholesale = withMantineTheme(() => import('#web/features/wholesale/index.ts').then((m) => m.WholesaleSection));
const loadQuickCollections = withMantineTheme(() => import('./QuickCollections.tsx').then((m) => m.QuickCollections));
const loadContactExperts = withMantineTheme(() => import('./ContactExperts.tsx').then((m) => m.ContactExperts));

/** The home page, its sections in the order of docs/product.md §2. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('meta.homeTitle'));
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
