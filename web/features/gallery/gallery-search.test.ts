import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { filterQuery, filtersOf, GallerySearchSchema } from './gallery-search.ts';

const parse = (input: Record<string, unknown>) => v.parse(GallerySearchSchema, input);

describe("the gallery's query string", () => {
  it('keeps search, category and featured', () => {
    expect(parse({ search: 'ruby', category: 'rare', featured: true })).toEqual({ search: 'ruby', category: 'rare', featured: true });
  });

  it('reads a number the router parsed from ?search=123 as text', () => {
    expect(parse({ search: 123 }).search).toBe('123');
  });

  it('drops what a shared link may carry that the page cannot show', () => {
    expect(parse({ category: 'sapphires', featured: 'yes', search: { a: 1 } })).toEqual({});
    expect(parse({ featured: false })).toEqual({});
    expect(parse({ search: 'x'.repeat(150) }).search).toHaveLength(100);
  });

  it('turns into API filters and query parameters, leaving out what is empty', () => {
    expect(filtersOf({ search: '  opal ', category: 'jewelry', featured: true })).toEqual({
      search: 'opal',
      category: 'jewelry',
      featured: true,
    });
    expect(filtersOf({ search: '   ' })).toEqual({});
    expect(filterQuery({ search: "O'Brien 100%", category: 'raw', featured: true })).toEqual({
      search: "O'Brien 100%",
      category: 'raw',
      featured: 'true',
    });
    expect(filterQuery({ featured: false })).toEqual({ search: undefined, category: undefined, featured: 'false' });
    expect(filterQuery({})).toEqual({ search: undefined, category: undefined, featured: undefined });
  });
});
