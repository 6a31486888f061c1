import { sql, type SQL } from 'drizzle-orm';

/**
 * docs/product.md §2 "Treatment, origin, certified": which stones count as certified, for the filter and its count. The one
 * place that says so: a product's `certified` flag, a gallery item's certification text naming a report. When lab
 * certificates get their own table, this becomes "has a row there" and nothing else changes.
 */
export function certifiedCondition(kind: 'product' | 'gallery', alias: string): SQL {
  const row = sql.raw(alias);
  if (kind === 'product') return sql`${row}.certified = 1`;
  return sql`(trim(${row}.certification) <> '' AND lower(trim(${row}.certification)) NOT IN ('uncertified', 'none', 'not certified', 'n/a'))`;
}
