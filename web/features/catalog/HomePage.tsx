import { WholesaleSection } from '../wholesale/WholesaleSection';
import { CategoryGrid } from './CategoryGrid';
import { ContactExperts } from './ContactExperts';
import { Education } from './Education';
import { Hero } from './Hero';
import { LanguageBand } from './LanguageBand';
import { ProductList } from './ProductList';
import { PromoBanner } from './PromoBanner';
import { QuickCollections } from './QuickCollections';
import { ShowcaseCarousel } from './ShowcaseCarousel';

/** SPEC 2's home page, its sections in SPEC's order. */
export function HomePage() {
  return (
    <>
      <PromoBanner />
      <LanguageBand />
      <Hero />
      <ShowcaseCarousel />
      <CategoryGrid />
      <ProductList />
      <Education />
      <WholesaleSection />
      <QuickCollections />
      <ContactExperts />
    </>
  );
}
