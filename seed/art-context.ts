/** The drawing state one illustration carries: colours, randomness, and the <defs> it builds up. */
import { parseColor, shift, toHex, type Hsl } from './art-color.ts';
import { fnv1a32, num, seededRandom, type Random } from './art-core.ts';
import type { GemArt } from './art-types.ts';

export interface ArtContext {
  readonly spec: GemArt;
  readonly random: Random;
  readonly base: Hsl;
  readonly second: Hsl;
  readonly matrix: Hsl;
  /** A document-unique id (prefixed per illustration so inlined SVGs do not clash). */
  id(name: string): string;
  /** Adds markup to <defs>. */
  define(markup: string): void;
  readonly defs: string[];
}

/** The spec as stable text: same stone, same text, whatever the key order. */
function specKey(spec: GemArt): string {
  return [
    spec.shape,
    spec.color,
    spec.color2 ?? '',
    spec.matrix ?? '',
    spec.pattern ?? 'none',
    spec.facets ?? '',
    spec.elongation ?? '',
    spec.variant ?? 0,
  ].join('|');
}

export function createContext(spec: GemArt): ArtContext {
  const key = specKey(spec);
  const seed = fnv1a32(key);
  const prefix = `g${seed.toString(36).slice(0, 4)}`;
  const base = parseColor(spec.color);
  const defs: string[] = [];
  return {
    spec,
    random: seededRandom(seed),
    base,
    second: spec.color2 ? parseColor(spec.color2) : shift(base, base.l > 55 ? -22 : 22),
    matrix: parseColor(spec.matrix ?? '#7a6a5c'),
    id: (name) => `${prefix}${name}`,
    define: (markup) => {
      defs.push(markup);
    },
    defs,
  };
}

/** [offset 0..1, colour, opacity] */
type Stop = readonly [number, string, number?];

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined || opacity === 1 ? '' : ` stop-opacity="${Math.round(opacity * 100) / 100}"`;
      return `<stop offset="${Math.round(offset * 100)}%" stop-color="${color}"${alpha}/>`;
    })
    .join('');
}

/** Defines a linear gradient (bounding-box units, from (x1,y1) to (x2,y2)) and returns its url(). */
export function linearGradient(
  ctx: ArtContext,
  name: string,
  stops: readonly Stop[],
  direction: readonly [number, number, number, number] = [0, 0, 0, 1],
): string {
  const id = ctx.id(name);
  const [x1, y1, x2, y2] = direction;
  ctx.define(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`);
  return `url(#${id})`;
}

/** Defines a radial gradient (bounding-box units) and returns its url(). */
export function radialGradient(
  ctx: ArtContext,
  name: string,
  stops: readonly Stop[],
  center: readonly [number, number] = [0.5, 0.5],
  radius = 0.5,
  focus?: readonly [number, number],
): string {
  const id = ctx.id(name);
  const f = focus ? ` fx="${focus[0]}" fy="${focus[1]}"` : '';
  ctx.define(`<radialGradient id="${id}" cx="${center[0]}" cy="${center[1]}" r="${radius}"${f}>${stopsMarkup(stops)}</radialGradient>`);
  return `url(#${id})`;
}

/** Defines a clip path from a path's d and returns its url(). */
export function clipPath(ctx: ArtContext, name: string, d: string): string {
  const id = ctx.id(name);
  ctx.define(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `url(#${id})`;
}

/** Defines a Gaussian blur filter and returns its url(). */
export function blurFilter(ctx: ArtContext, name: string, deviation: number): string {
  const id = ctx.id(name);
  ctx.define(`<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`);
  return `url(#${id})`;
}

/** A soft elliptical shadow on the ground. */
export function groundShadow(ctx: ArtContext, cx: number, cy: number, rx: number, ry: number, strength = 0.35): string {
  const fill = radialGradient(ctx, 'gs', [
    [0, toHex(shift(ctx.base, -45, -10)), strength],
    [0.55, toHex(shift(ctx.base, -40, -20)), strength * 0.45],
    [1, '#000000', 0],
  ]);
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"/>`;
}

/** A four-pointed glint. */
export function sparkle(x: number, y: number, size: number, opacity = 0.9): string {
  const c = size * 0.14;
  const p = (dx: number, dy: number) => `${num(x + dx)},${num(y + dy)}`;
  const d =
    `M${p(0, -size)}Q${p(c, -c)} ${p(size, 0)}Q${p(c, c)} ${p(0, size)}` + `Q${p(-c, c)} ${p(-size, 0)}Q${p(-c, -c)} ${p(0, -size)}Z`;
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size * 0.32)}" fill="#fff" opacity="${Math.round(opacity * 45) / 100}"/>` +
    `<path d="${d}" fill="#fff" opacity="${Math.round(opacity * 100) / 100}"/>`
  );
}
