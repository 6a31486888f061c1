/**
 * The bench's catalog: deterministic, varied product and gallery rows (the same on every run), made
 * from a small vocabulary of stones, shapes, origins and treatments. Rows are plain objects keyed by
 * column name, ready for a parameterised INSERT.
 */
import { GALLERY_CATEGORIES, PRODUCT_CATEGORIES } from '#schema/catalog.ts';

/** mulberry32: a tiny seeded generator, so the data set is identical from run to run. */
export function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}

const STONES = [
  { name: 'Amethyst', color: 'purple', hardness: '7', keywords: 'calm,intuition,sleep' },
  { name: 'Rose Quartz', color: 'pink', hardness: '7', keywords: 'love,compassion,self-care' },
  { name: 'Citrine', color: 'yellow', hardness: '7', keywords: 'abundance,confidence,joy' },
  { name: 'Clear Quartz', color: 'clear', hardness: '7', keywords: 'clarity,amplification,focus' },
  { name: 'Smoky Quartz', color: 'brown', hardness: '7', keywords: 'grounding,protection,release' },
  { name: 'Black Tourmaline', color: 'black', hardness: '7-7.5', keywords: 'protection,grounding,shielding' },
  { name: 'Watermelon Tourmaline', color: 'pink', hardness: '7-7.5', keywords: 'balance,heart,joy' },
  { name: 'Paraíba Tourmaline', color: 'blue', hardness: '7-7.5', keywords: 'expression,clarity,calm' },
  { name: 'Labradorite', color: 'grey', hardness: '6-6.5', keywords: 'transformation,intuition,magic' },
  { name: 'Moonstone', color: 'white', hardness: '6-6.5', keywords: 'new beginnings,intuition,balance' },
  { name: 'Sunstone', color: 'orange', hardness: '6-6.5', keywords: 'vitality,leadership,warmth' },
  { name: 'Lapis Lazuli', color: 'blue', hardness: '5-5.5', keywords: 'truth,wisdom,communication' },
  { name: 'Malachite', color: 'green', hardness: '3.5-4', keywords: 'transformation,protection,growth' },
  { name: 'Azurite', color: 'blue', hardness: '3.5-4', keywords: 'insight,vision,focus' },
  { name: 'Fluorite', color: 'green', hardness: '4', keywords: 'order,focus,learning' },
  { name: 'Garnet', color: 'red', hardness: '7-7.5', keywords: 'passion,energy,commitment' },
  { name: 'Peridot', color: 'green', hardness: '6.5-7', keywords: 'renewal,prosperity,warmth' },
  { name: 'Aquamarine', color: 'blue', hardness: '7.5-8', keywords: 'courage,calm,clarity' },
  { name: 'Emerald', color: 'green', hardness: '7.5-8', keywords: 'love,renewal,wisdom' },
  { name: 'Ruby', color: 'red', hardness: '9', keywords: 'passion,vitality,protection' },
  { name: 'Sapphire', color: 'blue', hardness: '9', keywords: 'wisdom,focus,serenity' },
  { name: 'Tanzanite', color: 'violet', hardness: '6-7', keywords: 'awareness,calm,insight' },
  { name: 'Opal', color: 'white', hardness: '5.5-6.5', keywords: 'creativity,inspiration,emotion' },
  { name: 'Turquoise', color: 'blue', hardness: '5-6', keywords: 'protection,healing,friendship' },
  { name: 'Jade', color: 'green', hardness: '6-7', keywords: 'luck,harmony,prosperity' },
  { name: 'Obsidian', color: 'black', hardness: '5-5.5', keywords: 'protection,truth,grounding' },
  { name: 'Carnelian', color: 'orange', hardness: '7', keywords: 'motivation,courage,creativity' },
  { name: "Tiger's Eye", color: 'gold', hardness: '7', keywords: 'confidence,focus,luck' },
  { name: 'Selenite', color: 'white', hardness: '2', keywords: 'cleansing,peace,clarity' },
  { name: 'Pyrite', color: 'gold', hardness: '6-6.5', keywords: 'abundance,willpower,protection' },
  { name: 'Rhodochrosite', color: 'pink', hardness: '3.5-4', keywords: 'self-love,healing,joy' },
  { name: 'Larimar', color: 'blue', hardness: '4.5-5', keywords: 'calm,communication,serenity' },
  { name: 'Morganite', color: 'pink', hardness: '7.5-8', keywords: 'love,compassion,healing' },
  { name: 'Spinel', color: 'red', hardness: '8', keywords: 'energy,renewal,hope' },
  { name: 'Topaz', color: 'blue', hardness: '8', keywords: 'joy,abundance,truth' },
  { name: 'Zircon', color: 'blue', hardness: '6.5-7.5', keywords: 'clarity,prosperity,balance' },
  { name: 'Alexandrite', color: 'green', hardness: '8.5', keywords: 'luck,change,intuition' },
  { name: 'Chrysocolla', color: 'teal', hardness: '2.5-3.5', keywords: 'communication,calm,empowerment' },
  { name: 'Aventurine', color: 'green', hardness: '6.5-7', keywords: 'luck,opportunity,optimism' },
  { name: 'Amazonite', color: 'teal', hardness: '6-6.5', keywords: 'truth,harmony,courage' },
  { name: 'Celestite', color: 'blue', hardness: '3-3.5', keywords: 'peace,dreams,serenity' },
  { name: 'Kyanite', color: 'blue', hardness: '4.5-7', keywords: 'alignment,communication,calm' },
  { name: 'Charoite', color: 'purple', hardness: '5-6', keywords: 'transformation,courage,insight' },
  { name: 'Sodalite', color: 'blue', hardness: '5.5-6', keywords: 'logic,truth,calm' },
];

const ORIGINS = [
  'Minas Gerais, Brazil',
  'Rio Grande do Sul, Brazil',
  'Artigas, Uruguay',
  'Ratnapura, Sri Lanka',
  'Mogok, Myanmar',
  'Merelani Hills, Tanzania',
  'Umba Valley, Tanzania',
  'Anjanabonoina, Madagascar',
  'Sakoany, Madagascar',
  'Erongo Mountains, Namibia',
  'Karas Region, Namibia',
  'Kolwezi, DR Congo',
  'Muzo, Colombia',
  'Badakhshan, Afghanistan',
  'Sapat, Kohistan, Pakistan',
  'Ural Mountains, Russia',
  'Coober Pedy, Australia',
  'Lightning Ridge, Australia',
  'Kingman, Arizona, USA',
  'Hot Springs, Arkansas, USA',
  'Pikes Peak, Colorado, USA',
  'Guerrero, Mexico',
  'Chihuahua, Mexico',
  'Barahona, Dominican Republic',
  'Chanthaburi, Thailand',
  'Ratanakiri, Cambodia',
  'Oyo State, Nigeria',
  'Ylämaa, Finland',
  'Idar-Oberstein, Germany',
  'Jaipur, India',
];

/** How a product of each shop category is named: its shape, a size, a sentence about it. */
const PRODUCT_FORMS = {
  healing: ['Palm Stone', 'Worry Stone', 'Puffy Heart', 'Sphere', 'Pyramid', 'Massage Wand'],
  birthstone: ['Faceted Oval', 'Cushion Cut', 'Round Brilliant', 'Pear Cut', 'Emerald Cut'],
  rare: ['Collector Specimen', 'Untreated Crystal', 'Bi-colour Crystal', 'Museum-grade Specimen'],
  crystal: ['Cluster', 'Geode', 'Generator Point', 'Tower', 'Cathedral', 'Double Terminated Point'],
  tumbled: ['Tumbled Stones, 100 g', 'Tumbled Stones, 250 g', 'Tumbled Chips, 500 g', 'Pocket Stone Trio'],
  jewelry: ['Pendant in Sterling Silver', 'Stacking Ring', 'Beaded Bracelet', 'Drop Earrings', 'Gold-vermeil Necklace'],
  decorative: ['Bookends', 'Polished Slab', 'Carved Bowl', 'Coaster Set', 'Candle Holder', 'Obelisk'],
  collection: ['Starter Collection', 'Mineral Study Box', 'Chakra Set', 'Gift Box of Six', 'Travel Kit'],
};

const GALLERY_SHAPES = ['Rough', 'Cabochon', 'Faceted', 'Crystal', 'Slice', 'Cluster', 'Point', 'Tumbled', 'Carving', 'Specimen'];
const FINISHES = ['hand-polished', 'natural', 'raw', 'mirror-polished', 'satin-finished', 'water-worn'];
const TREATMENTS = ['None', 'None', 'None', 'Heated', 'Untreated', 'Oiled', 'Stabilised', 'Irradiated'];
const CERTIFICATIONS = ['', '', '', 'GIA report', 'AGL report', 'GRS report', 'Gübelin report', 'In-house certificate'];

const DAY = 24 * 60 * 60 * 1000;
/** Rows are spread over the three years before this moment (the seed's own dates lie around it). */
const UNTIL = Date.UTC(2026, 10, 1);
const SPAN = 3 * 365 * DAY;

const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);

function productRow(rng, images) {
  const category = rng.pick(PRODUCT_CATEGORIES);
  const stone = rng.pick(STONES);
  const form = rng.pick(PRODUCT_FORMS[category]);
  const size = category === 'birthstone' || category === 'rare' ? `${(rng.int(30, 450) / 100).toFixed(2)}ct` : `${rng.int(15, 180)} mm`;
  const origin = rng.pick(ORIGINS);
  const [first, second] = stone.keywords.split(',');
  return {
    name: `${stone.name} ${form} ${size}`,
    description:
      `${capitalised(rng.pick(FINISHES))} ${stone.name.toLowerCase()} from ${origin}, ${size} with a ${stone.color} body colour. ` +
      `Chosen by hand for its ${first} and ${second}; each piece is unique and may vary slightly from the photo.`,
    price: rng.int(5, 2500) * 100 + rng.pick([0, 0, 50, 95, 99]),
    image_url: rng.pick(images),
    category,
    stock: rng.chance(0.12) ? 0 : rng.int(1, 80),
    created_at: UNTIL - rng.int(0, SPAN),
  };
}

function galleryRow(rng, images) {
  const category = rng.pick(GALLERY_CATEGORIES);
  const stone = rng.pick(STONES);
  const shape = rng.pick(GALLERY_SHAPES);
  const origin = rng.pick(ORIGINS);
  const carats = shape === 'Faceted' || shape === 'Cabochon';
  const weight = carats ? `${(rng.int(20, 1200) / 100).toFixed(2)} ct` : `${rng.int(8, 2400)} g`;
  const dims = [rng.int(4, 160), rng.int(4, 120), rng.int(3, 90)];
  const treatment = rng.pick(TREATMENTS);
  const tags = [stone.color, ...stone.name.toLowerCase().split(' '), shape.toLowerCase(), category].join(',');
  return {
    image_url: rng.pick(images),
    name: `${stone.name} ${shape}${carats ? ` ${weight.replace(' ', '')}` : ''}`,
    description:
      `A ${rng.pick(FINISHES)} ${stone.name.toLowerCase()} ${shape.toLowerCase()} from ${origin}, ${dims.join(' x ')} mm. ` +
      `${treatment === 'None' || treatment === 'Untreated' ? 'Untreated, with its natural colour.' : `${treatment}, as is usual for the stone.`}`,
    price: rng.chance(0.15) ? null : rng.int(8, 9000) * 100,
    category,
    stock: rng.chance(0.85) ? 1 : 0,
    featured: rng.chance(0.05) ? 1 : 0,
    is_product: rng.chance(0.1) ? 1 : 0,
    tags,
    weight,
    dimensions: `${dims.join(' x ')} mm`,
    origin,
    treatment,
    certification: rng.pick(CERTIFICATIONS),
    metaphysical_properties: stone.keywords.split(',').map(capitalised).join(', '),
    hardness: stone.hardness,
    views: Math.floor(rng.next() ** 3 * 5000),
    created_at: UNTIL - rng.int(0, SPAN),
  };
}

/** `count` product rows whose pictures are among `images` (URLs of objects already in R2). */
export function productRows(count, images, seed = 500) {
  const rng = random(seed);
  return Array.from({ length: count }, () => productRow(rng, images));
}

/** `count` gallery rows whose pictures are among `images`. */
export function galleryRows(count, images, seed = 10_000) {
  const rng = random(seed);
  return Array.from({ length: count }, () => galleryRow(rng, images));
}
