/** Face-up cut stones: brilliant cuts (round, oval, pear ...) and step cuts (emerald, asscher, baguette). */
import { shift, tone, toHex, type Hsl } from './art-color.ts';
import { blurFilter, linearGradient, sparkle, type ArtContext } from './art-context.ts';
import { at, between, centroid, clamp, polygonPath, pt, scaleAbout, type Point } from './art-core.ts';
import { bodyColorAt, patternLayer, type StoneArea } from './art-pattern.ts';
import type { FacetedShape } from './art-types.ts';

interface Facet {
  readonly points: readonly Point[];
  /** -1 (dark) .. 1 (bright) before the random flashes. */
  readonly light: number;
}

interface Cut {
  readonly facets: Facet[];
  readonly table: readonly Point[];
  readonly outline: readonly Point[];
  readonly area: StoneArea;
}

const ORIGIN = pt(0, 0);
/** Light comes from the upper left. */
const LIGHT_ANGLE = (-3 * Math.PI) / 4;
const TAU = Math.PI * 2;
/** Outline samples between two girdle points, so curved girdles stay curved. */
const GIRDLE_SAMPLES = 4;

function facing(p: Point): number {
  return Math.cos(Math.atan2(p.y, p.x) - LIGHT_ANGLE);
}

type Outline = (t: number) => Point;

const DEFAULT_ELONGATION: Partial<Record<FacetedShape, number>> = { oval: 1.3, cushion: 1.1, marquise: 1.9 };

function brilliantOutline(shape: FacetedShape, elongation: number): { outline: Outline; t0: number; n: number } {
  const round =
    (r: number): Outline =>
    (t) =>
      pt(Math.cos(t) * r, Math.sin(t) * r);
  /** A rounded rectangle in polar form, so facets stay evenly spread by angle. */
  const superEllipse =
    (rx: number, ry: number, power: number): Outline =>
    (t) => {
      const c = Math.cos(t);
      const s = Math.sin(t);
      const r = 1 / (Math.abs(c / rx) ** power + Math.abs(s / ry) ** power) ** (1 / power);
      return pt(c * r, s * r);
    };
  switch (shape) {
    case 'oval': {
      const ry = 146;
      return { outline: (t) => pt((Math.cos(t) * ry) / elongation, Math.sin(t) * ry), t0: -Math.PI / 2, n: 8 };
    }
    case 'cushion': {
      const rx = 128 / Math.max(1, elongation);
      return { outline: superEllipse(rx, rx * elongation, 3.4), t0: -Math.PI / 2, n: 8 };
    }
    case 'princess':
      return { outline: superEllipse(122, 122, 16), t0: (-3 * Math.PI) / 4, n: 8 };
    case 'pear': {
      const w = 118;
      const top = 178;
      const bottom = 112;
      return {
        outline: (t) => {
          const c = Math.cos(t);
          const s = Math.sin(t);
          return s < 0 ? pt(w * c * Math.abs(c), top * s + 34) : pt(w * c, bottom * s + 34);
        },
        t0: -Math.PI / 2,
        n: 8,
      };
    }
    case 'marquise': {
      const h = 150;
      return {
        outline: (t) => {
          const c = Math.cos(t);
          return pt(((h * c * Math.abs(c)) / elongation) * 1.05, h * Math.sin(t));
        },
        t0: -Math.PI / 2,
        n: 8,
      };
    }
    case 'heart':
      return {
        outline: (t) => {
          const s = Math.sin(t);
          const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
          return pt(8.2 * 16 * s * s * s, -8.2 * y - 18);
        },
        t0: 0,
        n: 8,
      };
    case 'trillion': {
      return {
        outline: (t) => {
          const local = ((((t + Math.PI / 2) % (TAU / 3)) + TAU / 3) % (TAU / 3)) - Math.PI / 3;
          const r = 150 * (0.78 * (0.5 / Math.cos(local)) + 0.22 * 0.62);
          return pt(Math.cos(t) * r, Math.sin(t) * r + 22);
        },
        t0: -Math.PI / 2,
        n: 6,
      };
    }
    default:
      return { outline: round(132), t0: -Math.PI / 2, n: 8 };
  }
}

function brilliantCut(ctx: ArtContext, shape: FacetedShape): Cut {
  const { outline, t0, n: defaultCount } = brilliantOutline(shape, ctx.spec.elongation ?? DEFAULT_ELONGATION[shape] ?? 1.3);
  const requested = Math.round(ctx.spec.facets ?? defaultCount);
  const n = shape === 'trillion' ? 6 : clamp(requested, 6, 12);
  const step = TAU / n;
  const tableScale = shape === 'princess' ? 0.6 : 0.56;
  const starScale = 0.8;
  const table = Array.from({ length: n }, (_, j) => scaleAbout([outline(t0 + j * step)], ORIGIN, tableScale)[0] ?? ORIGIN);
  const star = (j: number) => scaleAbout([outline(t0 + j * step + step / 2)], ORIGIN, starScale)[0] ?? ORIGIN;
  const arc = (from: number, to: number): Point[] =>
    Array.from({ length: GIRDLE_SAMPLES + 1 }, (_, k) => outline(from + ((to - from) * k) / GIRDLE_SAMPLES));

  const facets: Facet[] = [];
  const outlinePoints: Point[] = [];
  for (let j = 0; j < n; j += 1) {
    const ta = t0 + j * step;
    const tm = ta + step / 2;
    const tb = ta + step;
    const starPoint = star(j);
    const starFacet = [at(table, j), at(table, j + 1), starPoint];
    facets.push({ points: starFacet, light: 0.25 + 0.3 * facing(centroid(starFacet)) });
    const kite = [at(table, j), star(j - 1), outline(ta), starPoint];
    facets.push({ points: kite, light: 0.5 * facing(centroid(kite)) });
    const first = arc(ta, tm);
    const second = arc(tm, tb);
    facets.push({ points: [starPoint, ...first], light: 0.55 * facing(centroid(first)) + 0.22 });
    facets.push({ points: [starPoint, ...second], light: 0.55 * facing(centroid(second)) - 0.25 });
    outlinePoints.push(...first.slice(0, -1), ...second.slice(0, -1));
  }
  return { facets, table, outline: outlinePoints, area: areaOf(outlinePoints) };
}

function areaOf(points: readonly Point[]): StoneArea {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  return { cx: (minX + maxX) / 2, cy: (minY + maxY) / 2, rx: (maxX - minX) / 2, ry: (maxY - minY) / 2 };
}

function octagon(halfWidth: number, halfHeight: number, corner: number): Point[] {
  const a = halfWidth;
  const b = halfHeight;
  const c = Math.max(0, corner);
  return [pt(-a + c, -b), pt(a - c, -b), pt(a, -b + c), pt(a, b - c), pt(a - c, b), pt(-a + c, b), pt(-a, b - c), pt(-a, -b + c)];
}

/** Outward directions of the octagon's eight sides, starting with the top. */
const SIDE_NORMALS = [-4, -2, 0, 2, 4, 6, 8, -6].map((k) => (k * Math.PI) / 8);

function stepCut(ctx: ArtContext, shape: FacetedShape): Cut {
  const elongation = ctx.spec.elongation ?? 1.35;
  const [halfWidth, halfHeight, corner] =
    shape === 'asscher'
      ? [124, 124, 40]
      : shape === 'baguette'
        ? [150 / Math.max(elongation, 1.6), 150, 7]
        : [138 / Math.max(elongation, 1), 138, 32];
  const steps = clamp(Math.round(ctx.spec.facets ?? (shape === 'asscher' ? 4 : 3)), 2, 5);
  const depth = Math.min(halfWidth, halfHeight) * 0.46;
  const rings = Array.from({ length: steps + 1 }, (_, i) => {
    const inset = (depth * i) / steps;
    return octagon(halfWidth - inset, halfHeight - inset, corner - inset * 0.41);
  });
  const facets: Facet[] = [];
  const splitSides = ctx.spec.pattern === 'bicolor';
  for (let i = 0; i < steps; i += 1) {
    const outer = rings[i] ?? [];
    const inner = rings[i + 1] ?? [];
    for (let k = 0; k < 8; k += 1) {
      const a = at(outer, k);
      const b = at(outer, k + 1);
      if (Math.hypot(a.x - b.x, a.y - b.y) < 0.5) continue;
      const c = at(inner, k + 1);
      const d = at(inner, k);
      const normal = SIDE_NORMALS[k] ?? 0;
      const light = 0.6 * Math.cos(normal - LIGHT_ANGLE) + (i % 2 === 0 ? 0.18 : -0.22);
      if (splitSides && (k === 2 || k === 6)) {
        // Long sides of a colour-zoned stone change colour halfway down.
        const outerMid = pt((a.x + b.x) / 2, (a.y + b.y) / 2);
        const innerMid = pt((c.x + d.x) / 2, (c.y + d.y) / 2);
        facets.push({ points: [a, outerMid, innerMid, d], light }, { points: [outerMid, b, c, innerMid], light });
      } else {
        facets.push({ points: [a, b, c, d], light });
      }
    }
  }
  const outline = rings[0] ?? [];
  return { facets, table: rings[steps] ?? [], outline, area: areaOf(outline) };
}

/** Near-colourless stones (diamond, white sapphire) need deep greys among the facets to read as brilliant. */
function isPale(color: Hsl): boolean {
  return color.l > 78 && color.s < 50;
}

function facetFill(ctx: ArtContext, facet: Facet, area: StoneArea): string {
  const c = centroid(facet.points);
  const body = bodyColorAt(ctx, (c.y - (area.cy - area.ry)) / (2 * area.ry));
  const roll = ctx.random();
  let light = facet.light + between(ctx.random, -0.16, 0.16);
  if (roll < 0.13) light += 0.75;
  else if (roll < 0.26) light -= 0.6;
  light = clamp(light, -1, 1);
  if (ctx.spec.pattern === 'fire' && ctx.random() < 0.16) {
    return toHex({ h: between(ctx.random, 0, 360), s: 55, l: between(ctx.random, 68, 82) });
  }
  const pale = isPale(body);
  const range = body.l < 30 ? 30 : pale ? 42 : 27;
  return toHex(shift(body, light * range - (pale ? 16 : 0), -light * 10, light * 5));
}

/** A cut stone, face up, centred on (200, 188). */
export function drawFaceted(ctx: ArtContext, shape: FacetedShape): string {
  const isStep = shape === 'emerald' || shape === 'asscher' || shape === 'baguette';
  const cut = isStep ? stepCut(ctx, shape) : brilliantCut(ctx, shape);
  const silhouette = polygonPath(cut.outline);
  const silhouetteId = ctx.id('sil');
  ctx.define(`<path id="${silhouetteId}" d="${silhouette}"/>`);
  const clipId = ctx.id('clip');
  ctx.define(`<clipPath id="${clipId}"><use href="#${silhouetteId}"/></clipPath>`);
  const use = (attributes: string) => `<use href="#${silhouetteId}" ${attributes}/>`;

  const shadowBlur = blurFilter(ctx, 'sb', 9);
  const shadow =
    use(`transform="translate(9 16)" fill="${tone(ctx.base, -40, -15)}" opacity=".42" filter="${shadowBlur}"`) +
    use(`transform="translate(4 8) scale(.97)" fill="#000" opacity=".12" filter="${shadowBlur}"`);

  const facets = cut.facets.map((f) => `<path d="${polygonPath(f.points)}" fill="${facetFill(ctx, f, cut.area)}"/>`).join('');

  const body = bodyColorAt(ctx, 0.5);
  const pale = isPale(body) ? -20 : 0;
  const tableFill =
    ctx.spec.pattern === 'bicolor'
      ? linearGradient(ctx, 'tb', [
          [0, tone(bodyColorAt(ctx, 0), 14, -8)],
          [0.45, tone(bodyColorAt(ctx, 0), 0)],
          [0.55, tone(bodyColorAt(ctx, 1), 0)],
          [1, tone(bodyColorAt(ctx, 1), -12, 6)],
        ])
      : linearGradient(
          ctx,
          'tb',
          [
            [0, tone(body, 20 + pale / 2, -8)],
            [0.55, tone(body, 4 + pale)],
            [1, tone(body, -12 + pale, 6)],
          ],
          [0, 0, 1, 1],
        );
  const tablePath = polygonPath(cut.table);
  let tableMarks = '';
  if (isStep) {
    const inner1 = scaleAbout(cut.table, ORIGIN, 0.72);
    const inner2 = scaleAbout(cut.table, ORIGIN, 0.42);
    tableMarks =
      `<path d="${polygonPath(inner1)}" fill="#fff" opacity=".1" stroke="#fff" stroke-opacity=".35"/>` +
      `<path d="${polygonPath(inner2)}" fill="#000" opacity=".1"/>`;
  } else {
    const tableCentre = centroid(cut.table);
    for (let j = 0; j < cut.table.length; j += 1) {
      const a = at(cut.table, j);
      const b = at(cut.table, j + 1);
      const mid = pt((a.x + b.x) / 2, (a.y + b.y) / 2);
      tableMarks += `<path d="${polygonPath([tableCentre, a, mid])}" fill="#fff" opacity=".1"/>`;
      tableMarks += `<path d="${polygonPath([tableCentre, mid, b])}" fill="#000" opacity=".09"/>`;
    }
  }

  const depth = linearGradient(
    ctx,
    'dp',
    [
      [0, '#ffffff', 0.3],
      [0.45, '#ffffff', 0],
      [0.6, '#000000', 0],
      [1, '#000000', 0.3],
    ],
    [0, 0, 1, 1],
  );
  const pattern = patternLayer(ctx, cut.area, `url(#${clipId})`);
  const glints = glintsFor(ctx, cut);
  const edge = tone(body, 34, -20);

  return (
    `<g transform="translate(200 188)">` +
    shadow +
    `<g stroke="${edge}" stroke-width=".9" stroke-linejoin="round" stroke-opacity=".5">${facets}` +
    `<path d="${tablePath}" fill="${tableFill}"/></g>` +
    tableMarks +
    pattern +
    use(`fill="${depth}"`) +
    use(`fill="none" stroke="${tone(body, -32, 5)}" stroke-width="2.2"`) +
    glints +
    `</g>`
  );
}

function glintsFor(ctx: ArtContext, cut: Cut): string {
  const upperLeft = [...cut.table].sort((a, b) => a.x + a.y - (b.x + b.y));
  const first = upperLeft[0] ?? ORIGIN;
  const lowerRight = upperLeft[upperLeft.length - 1] ?? ORIGIN;
  const sideways = at(cut.outline, Math.floor(cut.outline.length * between(ctx.random, 0.05, 0.2)));
  return (
    sparkle(first.x, first.y, 26) +
    sparkle(lowerRight.x * 0.9, lowerRight.y * 0.9, 13, 0.75) +
    sparkle(sideways.x * 0.82, sideways.y * 0.82, 9, 0.7)
  );
}
