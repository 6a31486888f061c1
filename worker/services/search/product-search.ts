import { sql, type SQL } from 'drizzle-orm';
import type { Product } from '#schema/products-api.ts';
import type { ProductCategory } from '#schema/catalog.ts';
import type { Facet, SearchResults, SearchSort } from '#schema/search-api.ts';
import type { Database } from '#worker/env.ts';
import type { FactFilters } from '#schema/stone-facts.ts';
import { factCondition, factCounts } from '#worker/services/stone-facts/fact-filters.ts';
import { closestWord } from './did-you-mean.ts';
import { ftsQuery, searchWords } from './search-words.ts';

/** A price bound in the visitor's currency: a stone is in when its price, converted as money.ts does, is. */
export type PriceBounds = {
  /** Units of the currency per USD. */
  rate: number;
  /** 10 ** the currency's minor digits (100, or 1 for JPY). */
  minorPerUnit: number;
  min?: number;
  max?: number;
};

export type SearchCriteria = {
  text: string;
  /** Categories the words named in the shopper's language: their stones match as well. */
  named: readonly ProductCategory[];
  category?: ProductCategory;
  inStockOnly: boolean;
  facts: FactFilters;
  price: PriceBounds;
  sort?: SearchSort;
  page: number;
  limit: number;
};

/** bm25 weights of products_fts's columns (name, category, description): a name match ranks first. */
const RANK = sql.raw('bm25(products_fts, 10.0, 4.0, 1.0)');

const ORDER: Record<SearchSort, SQL> = {
  relevance: sql.raw('rank ASC, p.id ASC'),
  newest: sql.raw('p.created_at DESC, p.id DESC'),
  price_asc: sql.raw('p.price ASC, p.id ASC'),
  price_desc: sql.raw('p.price DESC, p.id DESC'),
  name: sql.raw('p.name COLLATE NOCASE ASC, p.id ASC'),
};

/**
 * The stones the words match, with their rank (bm25: lower is better; 0 for a stone matched only through a named
 * category, so those follow the text matches). Without words, every stone, all ranked alike.
 */
function matchedStones(fts: string | null, named: readonly ProductCategory[]): SQL {
  if (fts === null) return sql`SELECT p.*, 0 AS rank FROM products p`;
  const matches = sql`SELECT rowid AS id, ${RANK} AS rank FROM products_fts WHERE products_fts MATCH ${fts}`;
  if (named.length === 0) return sql`SELECT p.*, m.rank AS rank FROM products p JOIN (${matches}) m ON m.id = p.id`;
  const inNamed = sql.join(
    named.map((category) => sql`${category}`),
    sql`, `,
  );
  return sql`SELECT p.*, coalesce(m.rank, 0) AS rank FROM products p LEFT JOIN (${matches}) m ON m.id = p.id
    WHERE m.id IS NOT NULL OR p.category IN (${inNamed})`;
}

/** The price as the visitor sees it, in minor units of their currency (schema/money.ts convertUsdCents, in SQL). */
const shownPrice = ({ rate, minorPerUnit }: PriceBounds) => sql`round(((p.price * ${rate}) / 100.0) * ${minorPerUnit})`;

function priceCondition(price: PriceBounds): SQL {
  const shown = shownPrice(price);
  const low = price.min === undefined ? sql`1` : sql`${shown} >= ${price.min * price.minorPerUnit}`;
  const high = price.max === undefined ? sql`1` : sql`${shown} <= ${price.max * price.minorPerUnit}`;
  return sql`(${low} AND ${high})`;
}

type GroupRow = { category: string; priced: number; pricedInStock: number; minPrice: number; maxPrice: number };

/** Per category the words match: how many stones are within the price, how many of them in stock, and the price span. */
function groupsOf(db: Database, stones: SQL, price: PriceBounds, facts: FactFilters) {
  const priced = sql`${priceCondition(price)} AND ${factCondition(SEARCHED, facts)}`;
  return db.all<GroupRow>(sql`SELECT p.category AS category,
      sum(CASE WHEN ${priced} THEN 1 ELSE 0 END) AS priced,
      sum(CASE WHEN ${priced} AND p.stock > 0 THEN 1 ELSE 0 END) AS pricedInStock,
      min(p.price) AS minPrice, max(p.price) AS maxPrice
    FROM (${stones}) p GROUP BY p.category ORDER BY p.category`);
}

function itemsOf(db: Database, stones: SQL, criteria: SearchCriteria, sort: SearchSort) {
  return db.all<Product>(sql`SELECT p.id AS id, p.name AS name, p.description AS description, p.price AS price,
      p.image_url AS imageUrl, p.category AS category, p.stock AS stock,
      p.treatment_code AS treatmentCode, p.origin_code AS originCode, p.certified AS certified
    FROM (${stones}) p
    WHERE ${otherChoices(criteria)} AND ${factCondition(SEARCHED, criteria.facts)}
    ORDER BY ${ORDER[sort]} LIMIT ${criteria.limit} OFFSET ${(criteria.page - 1) * criteria.limit}`);
}

/** The searched stones as the fact filters name them (worker/services/stone-facts). */
const SEARCHED = { kind: 'product', alias: 'p' } as const;

/** Every choice but the facts, for the facts' own counts. */
function otherChoices(criteria: SearchCriteria): SQL {
  const category = criteria.category === undefined ? sql`1` : sql`p.category = ${criteria.category}`;
  const stock = criteria.inStockOnly ? sql`p.stock > 0` : sql`1`;
  return sql`${category} AND ${stock} AND ${priceCondition(criteria.price)}`;
}

/** The counts of docs/product.md §2 "Search": each facet's value counted with every other choice kept. */
function facetsOf(groups: readonly GroupRow[], criteria: SearchCriteria): { facets: Facet[]; total: number } {
  const shown = (group: GroupRow) => (criteria.inStockOnly ? group.pricedInStock : group.priced);
  const inCategory = groups.filter((group) => criteria.category === undefined || group.category === criteria.category);
  const sum = (rows: readonly GroupRow[], count: (group: GroupRow) => number) => rows.reduce((total, group) => total + count(group), 0);
  return {
    total: sum(inCategory, shown),
    facets: [
      { name: 'category', values: groups.map((group) => ({ value: group.category, count: shown(group) })) },
      { name: 'inStock', values: [{ value: 'true', count: sum(inCategory, (group) => group.pricedInStock) }] },
    ],
  };
}

/** The closest known words to those no stone holds, or null when nothing would change. */
async function correctedWords(db: Database, words: readonly string[]): Promise<string[] | null> {
  const vocabulary = await db.all<{ term: string; count: number }>(sql`SELECT term, doc AS count FROM products_fts_vocab`);
  const known = (word: string) => vocabulary.some(({ term }) => term.startsWith(word));
  const corrected = words.map((word) => (known(word) ? word : (closestWord(word, vocabulary) ?? word)));
  return corrected.some((word, index) => word !== words[index]) ? corrected : null;
}

async function searchWith(db: Database, words: readonly string[], criteria: SearchCriteria) {
  const stones = matchedStones(ftsQuery(words), words.length === 0 ? [] : criteria.named);
  const sort =
    criteria.sort === 'relevance' && words.length === 0 ? 'newest' : (criteria.sort ?? (words.length > 0 ? 'relevance' : 'newest'));
  const [groups, rawRows, facts] = await Promise.all([
    groupsOf(db, stones, criteria.price, criteria.facts),
    itemsOf(db, stones, criteria, sort),
    factCounts(db, { ...SEARCHED, from: sql`(${stones})` }, otherChoices(criteria), criteria.facts),
  ]);
  const rows = rawRows.map((row) => ({ ...row, certified: Boolean(row.certified) }));
  return { groups, rows, sort, facts };
}

/**
 * docs/product.md §2 "Search": one page of the stones the words (and named categories) match, filtered and sorted,
 * with the counts per filter and the price span. Words no stone holds are corrected from the index's own
 * vocabulary ("amethist" -> "amethyst") when that finds something.
 */
export async function searchProducts(db: Database, criteria: SearchCriteria): Promise<SearchResults> {
  let words = searchWords(criteria.text);
  let found = await searchWith(db, words, criteria);
  let corrected: string | null = null;
  if (found.groups.length === 0 && words.length > 0) {
    const better = await correctedWords(db, words);
    if (better) {
      const retry = await searchWith(db, better, criteria);
      if (retry.groups.length > 0) [found, corrected, words] = [retry, better.join(' '), better];
    }
  }
  const { facets, total } = facetsOf(found.groups, criteria);
  const pageCount = Math.max(1, Math.ceil(total / criteria.limit));
  // A page past the end (a link kept from a larger result, say): the last page, not an empty one.
  const page = Math.min(criteria.page, pageCount);
  if (page < criteria.page) found = await searchWith(db, words, { ...criteria, page });
  const prices = found.groups.flatMap((group) => [group.minPrice, group.maxPrice]);
  return {
    items: found.rows,
    total,
    page,
    pageCount,
    sort: found.sort,
    facets,
    priceRange: prices.length === 0 ? null : { min: Math.min(...prices), max: Math.max(...prices) },
    facts: found.facts,
    corrected,
  };
}
