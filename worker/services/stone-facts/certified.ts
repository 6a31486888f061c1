import { sql, type SQL } from 'drizzle-orm';

/**
 * docs/product.md §2 "Treatment, origin, certified": which stones count as certified, for the filter and its count. The one
 * place that says so: a stone with a lab report in `stone_certificates`, or, for stones described before reports had
 * their own table, a product's `certified` flag or a gallery item's certification text naming a report.
 */
export function certifiedCondition(kind: 'product' | 'gallery', alias: string): SQL {
  const row = sql.raw(alias);
  if (kind === 'product')
    return sql`(${row}.certified = 1 OR EXISTS (SELECT 1 FROM stone_certificates sc WHERE sc.product_id = ${row}.id))`;
  return sql`((trim(${row}.certification) <> '' AND lower(trim(${row}.certification)) NOT IN ('uncertified', 'none', 'not certified', 'n/a'))
    OR EXISTS (SELECT 1 FROM stone_certificates sc WHERE sc.gallery_image_id = ${row}.id))`;
}
