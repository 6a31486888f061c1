/** Optical effects and markings laid over a stone's body, clipped to its outline. */
import { mixVivid, shift, tone, toHex, type Hsl } from './art-color.ts';
import { blurFilter, linearGradient, radialGradient, type ArtContext } from './art-context.ts';
import { between, num, pointList, pt, smoothPath, type Point } from './art-core.ts';

/** The ellipse a stone fills, for placing its markings. */
export interface StoneArea {
  readonly cx: number;
  readonly cy: number;
  readonly rx: number;
  readonly ry: number;
}

/** The body colour at a relative height (0 top .. 1 bottom): a blend for bicolour stones. */
export function bodyColorAt(ctx: ArtContext, t: number): Hsl {
  if (ctx.spec.pattern !== 'bicolor') return ctx.base;
  const eased = t < 0.42 ? 0 : t > 0.58 ? 1 : (t - 0.42) / 0.16;
  return mixVivid(ctx.base, ctx.second, eased);
}

/** The markings for the spec's pattern inside `clip` (a url()), or '' when there are none. */
export function patternLayer(ctx: ArtContext, area: StoneArea, clip: string): string {
  const body = patternBody(ctx, area);
  return body ? `<g clip-path="${clip}">${body}</g>` : '';
}

function patternBody(ctx: ArtContext, area: StoneArea): string {
  switch (ctx.spec.pattern) {
    case 'opal':
      return opal(ctx, area);
    case 'chatoyant':
      return chatoyant(ctx, area);
    case 'banded':
      return banded(ctx, area);
    case 'inclusions':
      return needles(ctx, area);
    case 'star':
      return asterism(ctx, area);
    case 'speckled':
      return specks(ctx, area);
    case 'veined':
      return veins(ctx, area);
    case 'flash':
      return flash(ctx, area);
    default:
      return '';
  }
}

function randomPointIn(ctx: ArtContext, area: StoneArea, spread = 1): Point {
  const angle = between(ctx.random, 0, Math.PI * 2);
  const radius = Math.sqrt(ctx.random()) * spread;
  return pt(area.cx + Math.cos(angle) * area.rx * radius, area.cy + Math.sin(angle) * area.ry * radius);
}

/** Starting hues for a stone's play-of-colour: green, blue-green, blue, orange. */
const OPAL_PALETTES = [125, 160, 200, 28] as const;

/** An irregular patch, stretched along `grain`. */
function patch(ctx: ArtContext, c: Point, size: number, grain: number, stretch: number): Point[] {
  const corners: Point[] = [];
  for (let k = 0; k < 5; k += 1) {
    const a = (k / 5) * Math.PI * 2 + between(ctx.random, -0.3, 0.3);
    const r = size * between(ctx.random, 0.6, 1.1);
    const u = Math.cos(a) * r * stretch;
    const v = Math.sin(a) * r;
    corners.push(pt(c.x + u * Math.cos(grain) - v * Math.sin(grain), c.y + u * Math.sin(grain) + v * Math.cos(grain)));
  }
  return corners;
}

/** Play-of-colour: soft colour washes under sharper harlequin flecks, all in one palette. */
function opal(ctx: ArtContext, area: StoneArea): string {
  const start = OPAL_PALETTES[Math.floor(ctx.random() * OPAL_PALETTES.length)] ?? 160;
  const hue = () => (ctx.random() < 0.12 ? between(ctx.random, 330, 370) : start + between(ctx.random, -45, 75));
  const grain = between(ctx.random, -0.6, 0.6);
  let washes = '';
  for (let i = 0; i < 9; i += 1) {
    const c = randomPointIn(ctx, area, 0.8);
    const color = toHex({ h: hue(), s: 85, l: between(ctx.random, 48, 60) });
    washes += `<ellipse cx="${num(c.x)}" cy="${num(c.y)}" rx="${num(area.rx * between(ctx.random, 0.25, 0.45))}" ry="${num(area.ry * between(ctx.random, 0.15, 0.3))}" fill="${color}" opacity="${Math.round(between(ctx.random, 0.45, 0.7) * 100) / 100}"/>`;
  }
  let flecks = '';
  for (let i = 0; i < 26; i += 1) {
    const c = randomPointIn(ctx, area, 0.92);
    const corners = patch(ctx, c, area.rx * between(ctx.random, 0.07, 0.16), grain, 1.7);
    const color = toHex({ h: hue(), s: 92, l: between(ctx.random, 52, 68) });
    flecks += `<polygon points="${pointList(corners)}" fill="${color}" opacity="${Math.round(between(ctx.random, 0.7, 0.95) * 100) / 100}"/>`;
  }
  return `<g filter="${blurFilter(ctx, 'ow', 7)}">${washes}</g>` + `<g filter="${blurFilter(ctx, 'of', 1.1)}">${flecks}</g>`;
}

function chatoyant(ctx: ArtContext, area: StoneArea): string {
  const angle = between(ctx.random, -28, 28);
  const left = area.cx - area.rx * 1.6;
  const width = area.rx * 3.2;
  const top = area.cy - area.ry * 1.6;
  const stripes = 9;
  const step = (area.ry * 3.2) / stripes;
  const dark = tone(ctx.base, -14, 5);
  const sheen = linearGradient(
    ctx,
    'cs',
    [
      [0, toHex(ctx.second), 0.5],
      [0.5, tone(ctx.second, 14), 1],
      [1, toHex(ctx.second), 0.5],
    ],
    [0, 0, 0, 1],
  );
  let bands = '';
  for (let i = 0; i < stripes; i += 1) {
    if (i % 2 === 1) continue;
    const y0 = top + i * step;
    const thickness = step * between(ctx.random, 0.7, 1.3);
    const upper: Point[] = [];
    const lower: Point[] = [];
    const phase = ctx.random() * 6;
    for (let k = 0; k <= 8; k += 1) {
      const x = left + (width * k) / 8;
      const wave = Math.sin(k * 0.9 + phase) * step * 0.35;
      upper.push(pt(x, y0 + wave));
      lower.unshift(pt(x, y0 + wave + thickness));
    }
    bands += `<polygon points="${pointList([...upper, ...lower])}" fill="${sheen}"/>`;
  }
  const fibres: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const y = top + between(ctx.random, 0, area.ry * 3.2);
    fibres.push(`M${num(left)},${num(y)}h${num(width)}`);
  }
  const glow = linearGradient(
    ctx,
    'cg',
    [
      [0, '#ffffff', 0],
      [0.5, '#fff6d8', 0.55],
      [1, '#ffffff', 0],
    ],
    [0, 0, 1, 0],
  );
  return (
    `<g transform="rotate(${num(angle)} ${num(area.cx)} ${num(area.cy)})">` +
    `<rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="${num(area.ry * 3.2)}" fill="${dark}" opacity=".55"/>` +
    bands +
    `<path d="${fibres.join('')}" stroke="${tone(ctx.second, 20)}" stroke-width=".7" opacity=".45"/>` +
    `<rect x="${num(area.cx - area.rx * 0.32)}" y="${num(top)}" width="${num(area.rx * 0.64)}" height="${num(area.ry * 3.2)}" fill="${glow}"/>` +
    `</g>`
  );
}

function banded(ctx: ArtContext, area: StoneArea): string {
  const focus = randomPointIn(ctx, area, 0.45);
  const rings = 10;
  const phase1 = ctx.random() * 6;
  const phase2 = ctx.random() * 6;
  const reach = Math.max(area.rx, area.ry) * 1.9;
  let out = '';
  for (let i = 0; i < rings; i += 1) {
    const radius = reach * (1 - i / rings) * between(ctx.random, 0.92, 1.04);
    const points: Point[] = [];
    for (let k = 0; k < 12; k += 1) {
      const a = (k / 12) * Math.PI * 2;
      const wobble = 1 + 0.13 * Math.sin(a * 2 + phase1) + 0.07 * Math.sin(a * 3 + phase2) + between(ctx.random, -0.03, 0.03);
      points.push(pt(focus.x + Math.cos(a) * radius * wobble, focus.y + Math.sin(a) * radius * wobble * 0.85));
    }
    const shade = i % 2 === 0 ? shift(ctx.second, between(ctx.random, -8, 8)) : shift(ctx.base, between(ctx.random, -10, 6));
    out += `<path d="${smoothPath(points)}" fill="${toHex(shade)}"/>`;
  }
  return out;
}

function needles(ctx: ArtContext, area: StoneArea): string {
  const main = between(ctx.random, 0, Math.PI);
  let d = '';
  for (let i = 0; i < 16; i += 1) {
    const c = randomPointIn(ctx, area, 0.85);
    const a = main + between(ctx.random, -0.7, 0.7);
    const half = area.rx * between(ctx.random, 0.12, 0.45);
    d += `M${num(c.x - Math.cos(a) * half)},${num(c.y - Math.sin(a) * half)}l${num(Math.cos(a) * half * 2)},${num(Math.sin(a) * half * 2)}`;
  }
  let dots = '';
  for (let i = 0; i < 8; i += 1) {
    const c = randomPointIn(ctx, area, 0.8);
    dots += `<circle cx="${num(c.x)}" cy="${num(c.y)}" r="${num(between(ctx.random, 0.8, 2))}"/>`;
  }
  return (
    `<path d="${d}" stroke="${toHex(ctx.second)}" stroke-width="1.3" stroke-linecap="round" opacity=".8"/>` +
    `<path d="${d}" stroke="#fff" stroke-width=".4" opacity=".5"/>` +
    `<g fill="${tone(ctx.second, -15)}" opacity=".6">${dots}</g>`
  );
}

function asterism(ctx: ArtContext, area: StoneArea): string {
  const fill = radialGradient(ctx, 'st', [
    [0, '#ffffff', 0.95],
    [0.35, '#ffffff', 0.45],
    [1, '#ffffff', 0],
  ]);
  const cx = area.cx - area.rx * 0.08;
  const cy = area.cy - area.ry * 0.12;
  const length = Math.max(area.rx, area.ry) * 1.05;
  let rays = '';
  for (const angle of [0, 60, 120]) {
    rays += `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(length)}" ry="3.2" fill="${fill}" transform="rotate(${angle + 8} ${num(cx)} ${num(cy)})"/>`;
  }
  return rays + `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(area.rx * 0.16)}" fill="${fill}"/>`;
}

function specks(ctx: ArtContext, area: StoneArea): string {
  let dots = '';
  for (let i = 0; i < 40; i += 1) {
    const c = randomPointIn(ctx, area, 1);
    const r = between(ctx.random, 0.7, i % 5 === 0 ? 3.4 : 2);
    dots += `<circle cx="${num(c.x)}" cy="${num(c.y)}" r="${num(r)}" opacity="${Math.round(between(ctx.random, 0.55, 1) * 100) / 100}"/>`;
  }
  return `<g fill="${toHex(ctx.second)}">${dots}</g>`;
}

function veins(ctx: ArtContext, area: StoneArea): string {
  let d = '';
  for (let i = 0; i < 8; i += 1) {
    let p = randomPointIn(ctx, area, 1.1);
    let heading = between(ctx.random, 0, Math.PI * 2);
    d += `M${num(p.x)},${num(p.y)}`;
    for (let k = 0; k < 7; k += 1) {
      heading += between(ctx.random, -0.9, 0.9);
      const step = area.rx * between(ctx.random, 0.1, 0.22);
      p = pt(p.x + Math.cos(heading) * step, p.y + Math.sin(heading) * step);
      d += `L${num(p.x)},${num(p.y)}`;
    }
  }
  return (
    `<path d="${d}" fill="none" stroke="${toHex(ctx.second)}" stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round" opacity=".75"/>` +
    `<path d="${d}" fill="none" stroke="${tone(ctx.second, -12)}" stroke-width=".8" opacity=".6"/>`
  );
}

function flash(ctx: ArtContext, area: StoneArea): string {
  const glow = radialGradient(ctx, 'fl', [
    [0, tone(ctx.second, 12, 10), 0.95],
    [0.45, toHex(ctx.second), 0.7],
    [0.75, tone(ctx.second, -5, 0, 35), 0.3],
    [1, toHex(ctx.second), 0],
  ]);
  const angle = between(ctx.random, -35, 35);
  const x = area.cx + between(ctx.random, -0.2, 0.15) * area.rx;
  const y = area.cy + between(ctx.random, -0.25, 0.1) * area.ry;
  const x2 = area.cx + between(ctx.random, -0.1, 0.3) * area.rx;
  const y2 = area.cy + between(ctx.random, 0.1, 0.4) * area.ry;
  return (
    `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(area.rx * 0.85)}" ry="${num(area.ry * 0.5)}" fill="${glow}" transform="rotate(${num(angle)} ${num(x)} ${num(y)})"/>` +
    `<ellipse cx="${num(x2)}" cy="${num(y2)}" rx="${num(area.rx * 0.5)}" ry="${num(area.ry * 0.28)}" fill="${glow}" opacity=".6" transform="rotate(${num(-angle)} ${num(x2)} ${num(y2)})"/>`
  );
}
