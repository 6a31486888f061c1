/**
 * The demo stones' facts (schema/stone-facts.ts): certified, treated and untreated stones from many countries, so the
 * shop's filters show something real. Gallery items keep their free text too; their codes are what migration 0019 makes
 * of that text (worker/routes/stone-facts-migration.test.ts checks the two agree).
 */
import type { Treatment } from '#schema/stone-facts.ts';

type Facts = { treatmentCode: Treatment; originCode: string; certified: boolean };

const fact = (treatmentCode: Treatment, originCode: string, certified = false): Facts => ({ treatmentCode, originCode, certified });

/** Per product name, read from its description ("unheated", "with its GIA report", "minor oil"…). */
export const SEED_PRODUCT_FACTS: Readonly<Record<string, Facts>> = {
  'Rose Quartz Puffy Heart': fact('none', 'MG'),
  'Black Tourmaline Protection Stone': fact('none', 'BR'),
  'Labradorite Palm Stone': fact('none', 'MG'),
  'Green Aventurine Worry Stone': fact('none', 'IN'),
  'Smoky Quartz Grounding Point': fact('irradiated', 'BR'),
  'Almandine Garnet Round 1.1ct': fact('none', 'MZ'),
  'Zambian Amethyst Oval 2.4ct': fact('none', 'ZM'),
  'Aquamarine Emerald Cut 1.8ct': fact('heated', 'BR'),
  'Peridot Cushion 2.0ct': fact('none', 'US'),
  'Swiss Blue Topaz Pear 3.1ct': fact('irradiated', 'unknown'),
  'Golden Citrine Trillion 2.2ct': fact('heated', 'BR'),
  'Ceylon Blue Sapphire 1.2ct': fact('none', 'LK', true),
  'Tanzanite Cushion 2.05ct': fact('heated', 'TZ', true),
  'Lightning Ridge Black Opal 3.4ct': fact('none', 'AU', true),
  'Alexandrite Round 0.85ct': fact('none', 'BR', true),
  'Star Ruby Cabochon 2.6ct': fact('heated', 'MM'),
  'Arkansas Clear Quartz Cluster': fact('none', 'US'),
  'Uruguayan Amethyst Cluster': fact('none', 'UY'),
  'Raw Zambian Emerald': fact('none', 'ZM'),
  'Citrine Point': fact('heated', 'BR'),
  'Aquamarine Hexagonal Crystal': fact('none', 'PK'),
  'Raw Ruby Crystal': fact('none', 'IN'),
  "Tiger's Eye Tumbled Stone": fact('none', 'ZA'),
  'Carnelian Tumbled Stone': fact('heated', 'MG'),
  'Lapis Lazuli Tumbled Stone': fact('none', 'AF'),
  'Malachite Tumbled Stone': fact('none', 'CD'),
  'Sodalite Tumbled Stone': fact('none', 'NA'),
  'Lab-Grown Diamond 0.50ct': fact('none', 'IN', true),
  'Colombian Emerald Pear 0.9ct': fact('oiled', 'CO', true),
  'Mozambique Ruby Heart 1.0ct': fact('heated', 'MZ', true),
  'Morganite Marquise 1.6ct': fact('heated', 'BR'),
  'Rainbow Moonstone Cabochon': fact('none', 'IN'),
  'Tsavorite Garnet Round 0.7ct': fact('none', 'KE', true),
  'Amethyst Cathedral Geode': fact('none', 'UY'),
  'Rose Quartz Sphere 60 mm': fact('none', 'MG'),
  'Blue Agate Slice': fact('dyed', 'BR'),
  'Black Obsidian Pyramid': fact('none', 'MX'),
  'Labradorite Egg': fact('unknown', 'unknown'),
  'Watermelon Tourmaline Crystal': fact('none', 'BR'),
  'Bolivian Ametrine Emerald Cut 4.1ct': fact('none', 'BO'),
  'Rutilated Quartz Sphere': fact('none', 'BR'),
  'Queensland Boulder Opal': fact('none', 'AU'),
  'Imperial Topaz Oval 3.3ct': fact('none', 'BR', true),
};

/** The countries the demo gallery's origin texts end in. */
const SEED_COUNTRIES: Readonly<Record<string, string>> = {
  'Sri Lanka': 'LK',
  Tanzania: 'TZ',
  Namibia: 'NA',
  Cambodia: 'KH',
  Brazil: 'BR',
  'South Africa': 'ZA',
  Madagascar: 'MG',
  Uruguay: 'UY',
  Mexico: 'MX',
  USA: 'US',
  Argentina: 'AR',
  Thailand: 'TH',
  India: 'IN',
  'Democratic Republic of the Congo': 'CD',
  Colombia: 'CO',
  Pakistan: 'PK',
  Nigeria: 'NG',
  Ethiopia: 'ET',
};

const SEED_TREATMENTS: Readonly<Record<string, Treatment>> = { None: 'none', 'None (CVD grown)': 'none', Heated: 'heated' };

/** A demo gallery item's facts from its free text; 'Stabilized' stays unknown, so staff see an unmapped treatment. */
export function seedGalleryFacts(origin: string, treatment: string): Omit<Facts, 'certified'> {
  const country = origin.split(',').at(-1)?.trim() ?? '';
  return { treatmentCode: SEED_TREATMENTS[treatment] ?? 'unknown', originCode: SEED_COUNTRIES[country] ?? 'unknown' };
}
