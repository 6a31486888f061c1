import { describe, expect, it } from 'vitest';
import { buildSeed, fnv1aHex, GALLERY_CATEGORIES, gemSvg, PRODUCT_CATEGORIES, type GemArt } from './index.ts';

const seed = buildSeed();
const SEED_NOW = Date.UTC(2026, 10, 1);
const DAY = 24 * 60 * 60 * 1000;

/**
 * Null when `xml` is one well-formed element tree without text content (all our SVGs are),
 * otherwise what is wrong. Checks tag syntax, quoting, duplicate attributes and nesting.
 */
function xmlProblem(xml: string): string | null {
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"<&]*")*)\s*(\/?)>/y;
  const attribute = /([A-Za-z][\w:.-]*)="/g;
  const open: string[] = [];
  let position = 0;
  let closedRoot = false;
  while (position < xml.length) {
    const next = xml.indexOf('<', position);
    const text = xml.slice(position, next === -1 ? xml.length : next);
    if (text.trim() !== '') return `unexpected text ${JSON.stringify(text.slice(0, 40))}`;
    if (next === -1) break;
    if (closedRoot) return 'content after the root element';
    tag.lastIndex = next;
    const match = tag.exec(xml);
    if (!match) return `malformed tag at ${next}: ${xml.slice(next, next + 60)}`;
    const [whole, slash = '', name = '', attributes = '', selfClosing = ''] = match;
    const names = [...attributes.matchAll(attribute)].map((m) => m[1]);
    if (new Set(names).size !== names.length) return `duplicate attribute in <${name}>`;
    if (slash) {
      if (attributes || selfClosing) return `bad closing tag </${name}>`;
      const expected = open.pop();
      if (expected !== name) return `</${name}> closes <${expected ?? 'nothing'}>`;
      if (open.length === 0) closedRoot = true;
    } else if (!selfClosing) {
      open.push(name);
    } else if (open.length === 0) {
      closedRoot = true;
    }
    position = next + whole.length;
  }
  if (open.length > 0) return `unclosed <${open.join('>, <')}>`;
  return closedRoot ? null : 'no root element';
}

/** Ids referenced by url(#id) or href="#id" that the document does not define. */
function danglingReferences(svg: string): string[] {
  const defined = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const used = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  return used.filter((id): id is string => id !== undefined && !defined.has(id));
}

describe('seed products', () => {
  it('has at least 32 products in all eight categories, four or more each', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(32);
    for (const category of PRODUCT_CATEGORIES) {
      expect(seed.products.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(seed.products.map((p) => p.name)).size).toBe(seed.products.length);
  });

  it('prices whole cents from $15 to $999, both ends present', () => {
    const prices = seed.products.map((p) => p.price);
    for (const price of prices) {
      expect(Number.isInteger(price)).toBe(true);
      expect(price).toBeGreaterThanOrEqual(1500);
      expect(price).toBeLessThanOrEqual(99900);
    }
    expect(prices).toContain(1500);
    expect(prices).toContain(99900);
  });

  it('counts stock: four or five sold out, the rest 1 to 40', () => {
    const stocks = seed.products.map((p) => p.stock ?? -1);
    const soldOut = stocks.filter((s) => s === 0).length;
    expect(soldOut).toBeGreaterThanOrEqual(4);
    expect(soldOut).toBeLessThanOrEqual(5);
    for (const stock of stocks.filter((s) => s !== 0)) {
      expect(stock).toBeGreaterThanOrEqual(1);
      expect(stock).toBeLessThanOrEqual(40);
    }
  });

  it('fills every text field', () => {
    for (const p of seed.products) {
      for (const text of [p.name, p.description, p.category, p.imageUrl]) expect(text.trim()).not.toBe('');
    }
  });
});

describe('seed gallery', () => {
  const images = seed.galleryImages;

  it('has at least 40 images covering all ten gallery categories', () => {
    expect(images.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(images.map((g) => g.category));
    for (const category of GALLERY_CATEGORIES) expect(categories.has(category), category).toBe(true);
  });

  it('fills every text field', () => {
    for (const g of images) {
      const texts = [
        g.name,
        g.description,
        g.category,
        g.imageUrl,
        g.tags,
        g.weight,
        g.dimensions,
        g.origin,
        g.hardness,
        g.treatment,
        g.certification,
        g.metaphysicalProperties,
      ];
      for (const text of texts) expect(typeof text === 'string' && text.trim() !== '', `${g.name}: ${String(text)}`).toBe(true);
      expect(g.hardness).toMatch(/^\d+(\.\d)?(-\d+(\.\d)?)?$/);
      expect(g.tags).toMatch(/^[^,\s][^,]*(,[^,\s][^,]*)+$/);
    }
  });

  it('mixes featured, priced, unpriced and product images', () => {
    expect(images.filter((g) => g.featured).length).toBeGreaterThanOrEqual(5);
    expect(images.filter((g) => typeof g.price === 'number').length).toBeGreaterThanOrEqual(10);
    expect(images.filter((g) => g.price === null).length).toBeGreaterThanOrEqual(10);
    expect(images.filter((g) => g.isProduct).length).toBeGreaterThanOrEqual(3);
    expect(images.some((g) => g.stock === false)).toBe(true);
    for (const g of images) {
      if (typeof g.price === 'number') {
        expect(Number.isInteger(g.price)).toBe(true);
        expect(g.price).toBeGreaterThan(0);
        expect(g.price).toBeLessThanOrEqual(99999);
      }
      expect(g.views).toBeGreaterThanOrEqual(0);
      expect(g.views).toBeLessThanOrEqual(900);
    }
  });

  it('shows each product image under the product name, price and picture', () => {
    for (const g of images.filter((image) => image.isProduct)) {
      const product = seed.products.find((p) => p.name === g.name);
      expect(product, g.name).toBeDefined();
      expect(g.price).toBe(product?.price);
      expect(g.imageUrl).toBe(product?.imageUrl);
    }
  });

  it('names for each product image the lab reports its product page lists, and no other (walk of 2026-11-27)', () => {
    const named = images.filter((image) => image.isProduct).map((image) => [image.name, image.certification]);
    expect(named).toContainEqual(['Tanzanite Cushion 2.05ct', 'AGL report CS-1094531']);
    expect(named).toContainEqual(['Lab-Grown Diamond 0.50ct', 'IGI report LG608331245']);
    expect(named).toContainEqual(['Rose Quartz Puffy Heart', 'Uncertified']);
  });

  it('dates every image distinctly within the 90 days before 2026-11-01', () => {
    const times = images.map((g) => (g.createdAt instanceof Date ? g.createdAt.getTime() : Number.NaN));
    expect(new Set(times).size).toBe(images.length);
    for (const time of times) {
      expect(time).toBeLessThan(SEED_NOW);
      expect(time).toBeGreaterThanOrEqual(SEED_NOW - 90 * DAY);
    }
  });
});

describe('seed objects', () => {
  it('content-addresses every key: seed/<slug>-<fnv1a of the body>.svg', () => {
    const keys = seed.objects.map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const object of seed.objects) {
      const match = /^seed\/[a-z0-9]+(?:-[a-z0-9]+)*-([0-9a-f]{8})\.svg$/.exec(object.key);
      expect(match, object.key).not.toBeNull();
      expect(match?.[1]).toBe(fnv1aHex(object.body));
      expect(object.contentType).toBe('image/svg+xml');
    }
  });

  it('hashes with 32-bit FNV-1a', () => {
    expect(fnv1aHex('')).toBe('811c9dc5');
    expect(fnv1aHex('a')).toBe('e40c292c');
    expect(fnv1aHex('foobar')).toBe('bf9cf968');
  });

  it('has an object for every image URL and no unused object', () => {
    const keys = new Set(seed.objects.map((o) => o.key));
    const urls = [...seed.products, ...seed.galleryImages].map((row) => row.imageUrl);
    for (const url of urls) expect(keys.has(url.replace(/^\/objects\//, '')), url).toBe(true);
    const used = new Set(urls.map((url) => url.replace(/^\/objects\//, '')));
    for (const key of keys) expect(used.has(key), key).toBe(true);
  });

  it('holds small, self-contained, well-formed SVGs', () => {
    for (const { key, body } of seed.objects) {
      expect(body.startsWith('<svg'), key).toBe(true);
      expect(body).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(body).toContain('viewBox="0 0 400 400"');
      expect(body).toContain('width="400"');
      expect(body).toContain('height="400"');
      expect(body.toLowerCase()).not.toContain('<script');
      expect(body).not.toMatch(/<text|<image|<foreignObject|<style|\son[a-z]+=/i);
      expect(body.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|data:|\/\//);
      expect(xmlProblem(body), key).toBeNull();
      expect(danglingReferences(body), key).toEqual([]);
      expect(body.length, key).toBeLessThanOrEqual(8192);
    }
  });

  it('draws every distinct stone differently', () => {
    const bodies = seed.objects.map((o) => o.body);
    expect(new Set(bodies).size).toBe(bodies.length);
    const specs: GemArt[] = [
      { shape: 'round', color: '#1f46b8' },
      { shape: 'round', color: '#c0102e' },
      { shape: 'oval', color: '#1f46b8' },
      { shape: 'round', color: '#1f46b8', facets: 10 },
      { shape: 'round', color: '#1f46b8', variant: 1 },
      { shape: 'cabochon', color: '#1f46b8', pattern: 'star' },
      { shape: 'geode', color: '#7a3fb0' },
      { shape: 'cluster', color: '#7a3fb0' },
    ];
    const drawn = specs.map((spec) => gemSvg(spec));
    expect(new Set(drawn).size).toBe(specs.length);
  });

  it('is deterministic', () => {
    const spec: GemArt = { shape: 'cluster', color: '#e4ecf2', matrix: '#9a8a78', facets: 6 };
    expect(gemSvg(spec)).toBe(gemSvg({ ...spec }));
    const again = buildSeed();
    expect(again.objects).toEqual(seed.objects);
    expect(again.products).toEqual(seed.products);
    expect(again.galleryImages).toEqual(seed.galleryImages);
  });
});

describe('seed lab reports', () => {
  it('gives a few seeded stones reports from several labs, some with a scan, each naming a seeded product', () => {
    const productIds = new Set(seed.products.map((product) => product.id));
    expect(seed.certificates.length).toBeGreaterThanOrEqual(5);
    for (const certificate of seed.certificates) expect(productIds.has(certificate.productId ?? 0)).toBe(true);
    expect(new Set(seed.certificates.map((certificate) => certificate.lab)).size).toBeGreaterThanOrEqual(5);
    expect(seed.certificates.some((certificate) => certificate.scanUrl)).toBe(true);
  });

  it('writes each scan as a well-formed PDF: its header, and a startxref that points at its xref table', () => {
    const scanUrls = seed.certificates.flatMap((certificate) => (certificate.scanUrl ? [certificate.scanUrl] : []));
    expect(seed.scans.map((scan) => `/objects/${scan.key}`).sort()).toEqual(scanUrls.sort());
    for (const { key, body } of seed.scans) {
      expect(key).toMatch(/^seed\/[a-z0-9-]+-[0-9a-f]{8}\.pdf$/);
      expect(body.startsWith('%PDF-1.4\n')).toBe(true);
      const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(body)?.[1]);
      expect(body.slice(startxref, startxref + 4)).toBe('xref');
    }
  });
});

describe('the seed stone facts', () => {
  it('has certified, treated and untreated stones from several countries, in the shop and in the gallery', () => {
    for (const stones of [seed.products, seed.galleryImages]) {
      const treatments = new Set(stones.map((stone) => stone.treatmentCode));
      expect([...treatments]).toEqual(expect.arrayContaining(['none', 'heated']));
      expect(new Set(stones.map((stone) => stone.originCode)).size).toBeGreaterThanOrEqual(8);
    }
    expect(seed.products.filter((product) => product.certified).length).toBeGreaterThanOrEqual(5);
    expect(new Set(seed.products.map((product) => product.treatmentCode)).size).toBeGreaterThanOrEqual(5);
  });

  it('gives a product sold from a gallery item the same treatment and origin as the item', () => {
    for (const image of seed.galleryImages.filter((g) => g.isProduct)) {
      const product = seed.products.find((p) => p.name === image.name);
      expect(product, image.name).toMatchObject({ treatmentCode: image.treatmentCode, originCode: image.originCode });
    }
  });
});
