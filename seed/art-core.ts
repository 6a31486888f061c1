/** Small pure helpers shared by the gem illustrations: numbers, points, paths, randomness. */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A number as short SVG text: one decimal at most. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A coordinate as whole pixels: plenty on a 400 x 400 canvas, and it keeps the files small. */
export function coord(value: number): string {
  const rounded = Math.round(value);
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function pt(x: number, y: number): Point {
  return { x, y };
}

/** `x,y x,y ...` for a polygon's points attribute. */
export function pointList(points: readonly Point[]): string {
  return points.map((p) => `${coord(p.x)},${coord(p.y)}`).join(' ');
}

/** A closed path of straight segments. */
export function polygonPath(points: readonly Point[]): string {
  return `M${points.map((p) => `${coord(p.x)},${coord(p.y)}`).join('L')}Z`;
}

/** A closed path through every point, smoothed with Catmull-Rom curves. */
export function smoothPath(points: readonly Point[]): string {
  const count = points.length;
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const p0 = at(points, i - 1);
    const p1 = at(points, i);
    const p2 = at(points, i + 1);
    const p3 = at(points, i + 2);
    if (i === 0) d += `M${coord(p1.x)},${coord(p1.y)}`;
    const c1x = p1.x + (p2.x - p0.x) / 6;
    const c1y = p1.y + (p2.y - p0.y) / 6;
    const c2x = p2.x - (p3.x - p1.x) / 6;
    const c2y = p2.y - (p3.y - p1.y) / 6;
    d += `C${coord(c1x)},${coord(c1y)} ${coord(c2x)},${coord(c2y)} ${coord(p2.x)},${coord(p2.y)}`;
  }
  return `${d}Z`;
}

/** The item at `index`, wrapping around both ends; throws only on an empty list. */
export function at<T>(items: readonly T[], index: number): T {
  const length = items.length;
  const item = items[((index % length) + length) % length];
  if (item === undefined) throw new Error('at(): empty list');
  return item;
}

export function centroid(points: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / points.length, y: y / points.length };
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Points around a centre, scaled by `scale` towards it. */
export function scaleAbout(points: readonly Point[], center: Point, scale: number): Point[] {
  return points.map((p) => ({ x: center.x + (p.x - center.x) * scale, y: center.y + (p.y - center.y) * scale }));
}

/** A deterministic pseudo-random source (mulberry32). */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [low, high). */
export function between(random: Random, low: number, high: number): number {
  return low + (high - low) * random();
}

/** FNV-1a, 32 bits, over the UTF-8 bytes of `text`. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** FNV-1a 32 as 8 lowercase hex digits. */
export function fnv1aHex(text: string): string {
  return fnv1a32(text).toString(16).padStart(8, '0');
}
