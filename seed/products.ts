/** The demo shop's products: 43 stones across the eight product categories. */
import type { ProductCategory } from '#schema/catalog.ts';
import type { GemArt } from './art-types.ts';

interface SeedProduct {
  readonly name: string;
  readonly description: string;
  /** USD cents. */
  readonly price: number;
  readonly category: ProductCategory;
  /** Units on hand; 0 is out of stock. */
  readonly stock: number;
  readonly art: GemArt;
}

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  // Healing stones
  {
    name: 'Rose Quartz Puffy Heart',
    description:
      'Hand-carved from Madagascar rose quartz and polished to a soft glow, about 45 mm across. A gentle palm-sized companion for meditation or the bedside table.',
    price: 2400,
    category: 'healing',
    stock: 25,
    art: { shape: 'heartCarving', color: '#f4b6c2' },
  },
  {
    name: 'Black Tourmaline Protection Stone',
    description:
      'A raw, striated chunk of black tourmaline (schorl) from Minas Gerais, Brazil, 30-40 mm. Traditionally kept by the front door or beside a desk.',
    price: 1800,
    category: 'healing',
    stock: 30,
    art: { shape: 'rough', color: '#23232a', variant: 1 },
  },
  {
    name: 'Labradorite Palm Stone',
    description: 'A smooth, flat palm stone from Madagascar whose blue-green labradorescence flashes as you turn it. Roughly 60 x 45 mm.',
    price: 3200,
    category: 'healing',
    stock: 18,
    art: { shape: 'tumbled', color: '#4a5560', color2: '#3fa7d6', pattern: 'flash', elongation: 0.7 },
  },
  {
    name: 'Green Aventurine Worry Stone',
    description:
      'A thumb-sized oval worry stone cut from Indian green aventurine, with a fine glittering shimmer and a smooth groove for the thumb.',
    price: 1500,
    category: 'healing',
    stock: 40,
    art: { shape: 'cabochon', color: '#3f9a5a', color2: '#c8ecb0', pattern: 'speckled', elongation: 1.35 },
  },
  {
    name: 'Smoky Quartz Grounding Point',
    description:
      'A naturally terminated smoky quartz point from Minas Gerais, Brazil, 70-80 mm, with a clear smoky-brown body and a flat polished base.',
    price: 2900,
    category: 'healing',
    stock: 0,
    art: { shape: 'point', color: '#6b5a4a', elongation: 2.2 },
  },

  // Birthstones
  {
    name: 'Almandine Garnet Round 1.1ct',
    description: "January's birthstone: a deep wine-red almandine garnet from Mozambique, cut as a 6.5 mm round brilliant and eye-clean.",
    price: 12900,
    category: 'birthstone',
    stock: 9,
    art: { shape: 'round', color: '#8a1020' },
  },
  {
    name: 'Zambian Amethyst Oval 2.4ct',
    description: "February's birthstone: a rich royal-purple amethyst from Zambia's Kariba district, cut as a lively 10 x 8 mm oval.",
    price: 6900,
    category: 'birthstone',
    stock: 14,
    art: { shape: 'oval', color: '#8d4cc4' },
  },
  {
    name: 'Aquamarine Emerald Cut 1.8ct',
    description: "March's birthstone: a sea-blue aquamarine from Minas Gerais, Brazil, in a 9 x 7 mm step cut with excellent clarity.",
    price: 18900,
    category: 'birthstone',
    stock: 6,
    art: { shape: 'emerald', color: '#8fd3e8' },
  },
  {
    name: 'Peridot Cushion 2.0ct',
    description: "August's birthstone: a bright lime-green peridot from the San Carlos reservation, Arizona, cut as an 8 mm cushion.",
    price: 8900,
    category: 'birthstone',
    stock: 0,
    art: { shape: 'cushion', color: '#8fbf2a' },
  },
  {
    name: 'Swiss Blue Topaz Pear 3.1ct',
    description: "December's birthstone: a vivid Swiss blue topaz pear, 11 x 8 mm, a natural choice for a pendant or drop earrings.",
    price: 5900,
    category: 'birthstone',
    stock: 21,
    art: { shape: 'pear', color: '#3aa4e0' },
  },
  {
    name: 'Golden Citrine Trillion 2.2ct',
    description: "November's birthstone: a honey-gold citrine from Rio Grande do Sul, Brazil, cut as a 9 mm trillion for maximum sparkle.",
    price: 4500,
    category: 'birthstone',
    stock: 17,
    art: { shape: 'trillion', color: '#e8a21a' },
  },

  // Rare specimens
  {
    name: 'Ceylon Blue Sapphire 1.2ct',
    description: 'An unheated cornflower-blue sapphire from Ratnapura, Sri Lanka, 7.1 x 5.6 mm oval, sold with its GIA report.',
    price: 89900,
    category: 'rare',
    stock: 2,
    art: { shape: 'oval', color: '#1f46b8', elongation: 1.25, variant: 2 },
  },
  {
    name: 'Tanzanite Cushion 2.05ct',
    description: 'Violet-blue AAA tanzanite from the Merelani Hills, Tanzania, an 8 mm cushion with strong blue and violet pleochroism.',
    price: 74900,
    category: 'rare',
    stock: 3,
    art: { shape: 'cushion', color: '#4b3fb0', variant: 1 },
  },
  {
    name: 'Lightning Ridge Black Opal 3.4ct',
    description:
      'An Australian black opal from Lightning Ridge with broad flashes of green, blue and red play-of-colour, 14 x 10 mm oval cabochon.',
    price: 99900,
    category: 'rare',
    stock: 1,
    art: { shape: 'cabochon', color: '#1a2540', pattern: 'opal' },
  },
  {
    name: 'Alexandrite Round 0.85ct',
    description:
      'Colour-change chrysoberyl from Minas Gerais that turns from teal-green in daylight to raspberry-purple under warm light, 5.5 mm round.',
    price: 95000,
    category: 'rare',
    stock: 0,
    art: { shape: 'round', color: '#2e7a5a', color2: '#a03a7a', pattern: 'bicolor', facets: 10 },
  },
  {
    name: 'Star Ruby Cabochon 2.6ct',
    description: 'A Burmese star ruby from Mogok with a sharp six-rayed star that glides across the dome under a single light, 8 x 7 mm.',
    price: 64900,
    category: 'rare',
    stock: 2,
    art: { shape: 'cabochon', color: '#b0142c', pattern: 'star', elongation: 1.15 },
  },

  // Raw crystals
  {
    name: 'Arkansas Clear Quartz Cluster',
    description:
      'A sparkling cluster of water-clear quartz points from Mount Ida, Arkansas, about 9 cm across, with bright undamaged terminations.',
    price: 6800,
    category: 'crystal',
    stock: 8,
    art: { shape: 'cluster', color: '#e4ecf2', matrix: '#9a8a78', facets: 6 },
  },
  {
    name: 'Uruguayan Amethyst Cluster',
    description: 'Deep purple amethyst points on their original basalt matrix, from Artigas, Uruguay, about 8 cm wide.',
    price: 8400,
    category: 'crystal',
    stock: 6,
    art: { shape: 'cluster', color: '#7a3fb0', matrix: '#5e5048', facets: 8 },
  },
  {
    name: 'Raw Zambian Emerald',
    description: 'A translucent rough emerald from the Kafubu area of Zambia, 15-20 mm, with natural inclusions and crystal faces.',
    price: 5400,
    category: 'crystal',
    stock: 12,
    art: { shape: 'rough', color: '#2e9a5c', color2: '#184a30', pattern: 'inclusions', variant: 2 },
  },
  {
    name: 'Citrine Point',
    description: 'A golden citrine point with a polished base from Rio Grande do Sul, Brazil, 60-70 mm tall and glassy throughout.',
    price: 3600,
    category: 'crystal',
    stock: 15,
    art: { shape: 'point', color: '#e0a030', elongation: 1.9, variant: 1 },
  },
  {
    name: 'Aquamarine Hexagonal Crystal',
    description: 'A naturally terminated six-sided aquamarine crystal from Skardu, Pakistan, 45 mm long, in a pale sky blue.',
    price: 14900,
    category: 'crystal',
    stock: 3,
    art: { shape: 'point', color: '#8fd0e0', elongation: 2.7, variant: 2 },
  },
  {
    name: 'Raw Ruby Crystal',
    description: 'A natural rough ruby from Karnataka, India, 20-25 mm, opaque with a deep raspberry-red colour and a silky lustre.',
    price: 2800,
    category: 'crystal',
    stock: 20,
    art: { shape: 'rough', color: '#a01830', elongation: 0.8, variant: 3 },
  },

  // Tumbled stones
  {
    name: "Tiger's Eye Tumbled Stone",
    description: "Golden tiger's eye from South Africa's Northern Cape, tumbled to show its rolling silky bands. 25-30 mm.",
    price: 1600,
    category: 'tumbled',
    stock: 40,
    art: { shape: 'tumbled', color: '#7a4a14', color2: '#e0b040', pattern: 'chatoyant' },
  },
  {
    name: 'Carnelian Tumbled Stone',
    description: 'A warm orange carnelian from Madagascar with soft translucent banding, tumbled to a high polish. 20-25 mm.',
    price: 1700,
    category: 'tumbled',
    stock: 35,
    art: { shape: 'tumbled', color: '#d2521e', color2: '#ec8a44', pattern: 'banded', elongation: 0.85, variant: 1 },
  },
  {
    name: 'Lapis Lazuli Tumbled Stone',
    description: 'Royal-blue lapis lazuli from Badakhshan, Afghanistan, flecked with golden pyrite. About 25 mm.',
    price: 2200,
    category: 'tumbled',
    stock: 28,
    art: { shape: 'tumbled', color: '#1d3a8a', color2: '#d8b040', pattern: 'speckled', variant: 2 },
  },
  {
    name: 'Malachite Tumbled Stone',
    description: 'Polished malachite from the Democratic Republic of the Congo with swirling light and dark green bands, 25-30 mm.',
    price: 2600,
    category: 'tumbled',
    stock: 22,
    art: { shape: 'tumbled', color: '#1f6b45', color2: '#5fcf8f', pattern: 'banded', variant: 3 },
  },
  {
    name: 'Sodalite Tumbled Stone',
    description: 'Deep blue sodalite from Namibia veined with white calcite, tumbled smooth. About 25 mm.',
    price: 1650,
    category: 'tumbled',
    stock: 0,
    art: { shape: 'tumbled', color: '#23379a', color2: '#e8ecf4', pattern: 'veined', elongation: 0.72, variant: 4 },
  },

  // Jewelry grade
  {
    name: 'Lab-Grown Diamond 0.50ct',
    description: 'A 5.1 mm round brilliant lab-grown diamond, F colour and VS1 clarity, with an IGI report and excellent cut grades.',
    price: 79900,
    category: 'jewelry',
    stock: 4,
    art: { shape: 'round', color: '#e6edf3', pattern: 'fire' },
  },
  {
    name: 'Colombian Emerald Pear 0.9ct',
    description: "A vivid green emerald from Muzo, Colombia, 8 x 5.5 mm pear with minor oil and a lively natural 'jardin'.",
    price: 42900,
    category: 'jewelry',
    stock: 3,
    art: { shape: 'pear', color: '#1f9a5a', color2: '#0f5a30', pattern: 'inclusions' },
  },
  {
    name: 'Mozambique Ruby Heart 1.0ct',
    description: 'A vivid red heart-shaped ruby from Montepuez, Mozambique, 6 mm, gently heated and ready for a pendant.',
    price: 38900,
    category: 'jewelry',
    stock: 2,
    art: { shape: 'heart', color: '#c0102e' },
  },
  {
    name: 'Morganite Marquise 1.6ct',
    description: 'A peach-pink morganite marquise from Minas Gerais, 12 x 6 mm, made for an engagement ring with a halo.',
    price: 16900,
    category: 'jewelry',
    stock: 7,
    art: { shape: 'marquise', color: '#f0b8c0' },
  },
  {
    name: 'Rainbow Moonstone Cabochon',
    description: 'A translucent rainbow moonstone from southern India with a floating blue sheen, cut as a 12 x 10 mm oval cabochon.',
    price: 4900,
    category: 'jewelry',
    stock: 16,
    art: { shape: 'cabochon', color: '#dfe6ec', color2: '#6aa8f0', pattern: 'flash', elongation: 1.2 },
  },
  {
    name: 'Tsavorite Garnet Round 0.7ct',
    description: "A bright green tsavorite garnet from Kenya's Taita-Taveta county, a 5 mm round with exceptional brilliance.",
    price: 29900,
    category: 'jewelry',
    stock: 5,
    art: { shape: 'round', color: '#2fb04a', facets: 10 },
  },

  // Decorative
  {
    name: 'Amethyst Cathedral Geode',
    description: 'A 30 cm Uruguayan amethyst cathedral lined with deep purple crystals, standing upright on a polished base.',
    price: 54900,
    category: 'decorative',
    stock: 2,
    art: { shape: 'geode', color: '#7a3fb0', color2: '#d8d4cc', matrix: '#8a7a6a', elongation: 1.4 },
  },
  {
    name: 'Rose Quartz Sphere 60 mm',
    description: 'A hand-polished 60 mm rose quartz sphere from Madagascar, supplied with a brass stand.',
    price: 8900,
    category: 'decorative',
    stock: 7,
    art: { shape: 'sphere', color: '#f2b4c0' },
  },
  {
    name: 'Blue Agate Slice',
    description:
      'A dyed-blue Brazilian agate slice with a crystal-lined centre and polished faces, about 10 cm, lovely as a coaster or in a window.',
    price: 3400,
    category: 'decorative',
    stock: 20,
    art: { shape: 'slice', color: '#3a6fb0', color2: '#cfe0f0', matrix: '#5a4a3a' },
  },
  {
    name: 'Black Obsidian Pyramid',
    description: 'A 60 mm pyramid of glossy black obsidian from Jalisco, Mexico, with crisp polished edges.',
    price: 3900,
    category: 'decorative',
    stock: 0,
    art: { shape: 'pyramid', color: '#1a1a20' },
  },
  {
    name: 'Labradorite Egg',
    description: 'A polished labradorite egg with a vivid blue flash, 55 mm tall, displayed on a brass stand.',
    price: 4600,
    category: 'decorative',
    stock: 9,
    art: { shape: 'egg', color: '#4a5560', color2: '#3fa7d6', pattern: 'flash' },
  },

  // Collectors' pieces
  {
    name: 'Watermelon Tourmaline Crystal',
    description: 'A gem-quality tourmaline crystal from Minas Gerais, Brazil, 38 mm long, pink at the tip shading to green at the base.',
    price: 32900,
    category: 'collection',
    stock: 1,
    art: { shape: 'point', color: '#e86a9a', color2: '#2e9a5c', pattern: 'bicolor', elongation: 2.4 },
  },
  {
    name: 'Bolivian Ametrine Emerald Cut 4.1ct',
    description: 'Natural ametrine from the Anahí mine, Bolivia, 12 x 10 mm, with crisp purple and golden colour zones.',
    price: 24900,
    category: 'collection',
    stock: 3,
    art: { shape: 'emerald', color: '#8d4cc4', color2: '#e8a830', pattern: 'bicolor' },
  },
  {
    name: 'Rutilated Quartz Sphere',
    description: 'A 50 mm sphere of clear quartz threaded with golden rutile needles, from Bahia, Brazil, on a brass stand.',
    price: 15900,
    category: 'collection',
    stock: 4,
    art: { shape: 'sphere', color: '#e8e4da', color2: '#c89a3a', pattern: 'inclusions' },
  },
  {
    name: 'Queensland Boulder Opal',
    description:
      'A freeform boulder opal from Winton, Queensland, with bright blue-green fire running through its natural ironstone, 22 x 16 mm.',
    price: 27900,
    category: 'collection',
    stock: 2,
    art: { shape: 'tumbled', color: '#5a3a22', color2: '#27c8c0', pattern: 'veined', elongation: 0.75, variant: 5 },
  },
  {
    name: 'Imperial Topaz Oval 3.3ct',
    description: 'A sherry-orange imperial topaz from Ouro Preto, Brazil, 11 x 9 mm oval, untreated and richly saturated.',
    price: 46900,
    category: 'collection',
    stock: 2,
    art: { shape: 'oval', color: '#e0802e', elongation: 1.22, variant: 3 },
  },
];
