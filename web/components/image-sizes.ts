/**
 * `sizes` attributes for GemImage: how wide an image shows at each viewport, so the browser picks the
 * smallest width variant that covers it (schema/image-variants.ts). Slightly generous is fine; too small
 * would look soft.
 */

/** Mantine's default breakpoints (web/app/theme.ts keeps them), in em as SimpleGrid's `cols` names them. */
const BREAKPOINTS_EM = { xs: 36, sm: 48, md: 62, lg: 75, xl: 88 } as const;
type Breakpoint = keyof typeof BREAKPOINTS_EM;
export type GridColumns = { base: number } & Partial<Record<Breakpoint, number>>;

/** Mantine's `Container size="xl"`, which holds the storefront's grids. */
export const CONTAINER_XL_PX = 1320;

/** The `sizes` of an image filling one cell of a grid with `columns`, inside a container at most `maxWidth` px wide. */
export function gridImageSizes(columns: GridColumns, maxWidth = CONTAINER_XL_PX): string {
  const cell = (count: number) => `min(${Math.ceil(100 / count)}vw, ${Math.ceil(maxWidth / count)}px)`;
  const widest = (Object.keys(BREAKPOINTS_EM) as Breakpoint[])
    .filter((breakpoint) => columns[breakpoint] !== undefined)
    .reverse()
    .map((breakpoint) => `(min-width: ${BREAKPOINTS_EM[breakpoint]}em) ${cell(columns[breakpoint] ?? 1)}`);
  return [...widest, cell(columns.base)].join(', ');
}
