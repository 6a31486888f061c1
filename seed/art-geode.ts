/** Hollow stones cut open: a druzy geode and a polished agate slice. */
import { shift, tone, toHex } from './art-color.ts';
import { blurFilter, groundShadow, linearGradient, radialGradient, sparkle, type ArtContext } from './art-context.ts';
import { between, clamp, coord, pt, smoothPath, type Point } from './art-core.ts';

/** Radii (as factors) of an irregular rounded outline at evenly spaced angles. */
function wobble(ctx: ArtContext, count: number, jag: number): number[] {
  const p1 = ctx.random() * 6;
  const p2 = ctx.random() * 6;
  return Array.from({ length: count }, (_, k) => {
    const a = (k / count) * Math.PI * 2;
    return 1 + jag * (0.6 * Math.sin(a * 2 + p1) + 0.4 * Math.sin(a * 3 + p2)) + between(ctx.random, -jag, jag) * 0.4;
  });
}

interface Shell {
  readonly cx: number;
  readonly cy: number;
  readonly rx: number;
  readonly ry: number;
  readonly radii: readonly number[];
}

function ring(shell: Shell, scale: number, offsetY = 0): Point[] {
  const count = shell.radii.length;
  return shell.radii.map((r, k) => {
    const a = (k / count) * Math.PI * 2;
    return pt(shell.cx + Math.cos(a) * shell.rx * r * scale, shell.cy + offsetY * (1 - scale) + Math.sin(a) * shell.ry * r * scale);
  });
}

/** The shell's radius factor at any angle, interpolated. */
function radiusAt(shell: Shell, angle: number): number {
  const count = shell.radii.length;
  const position = ((((angle / (Math.PI * 2)) * count) % count) + count) % count;
  const i = Math.floor(position);
  const t = position - i;
  const a = shell.radii[i % count] ?? 1;
  const b = shell.radii[(i + 1) % count] ?? 1;
  return a + (b - a) * t;
}

/** Light comes from the upper left. */
const LIGHT = pt(-Math.SQRT1_2, -Math.SQRT1_2);

/**
 * About `crystals` small crystals lining a cavity, on a jittered grid: each a two-faced point aimed at the centre,
 * longer near the rim (seen from the side) and shorter in the middle (seen end-on).
 * Drawn in three depth rings, deepest first, each as one lit and one shaded path.
 */
function druzy(ctx: ArtContext, shell: Shell, cavity: number, crystals: number): string {
  const area = Math.PI * shell.rx * shell.ry * cavity * cavity;
  const spacing = Math.sqrt(area / (crystals * 0.87));
  const lit = ['', '', ''];
  const shaded = ['', '', ''];
  const rowStep = spacing * 0.87;
  const rows = Math.ceil((shell.ry * cavity * 2.2) / rowStep);
  const columns = Math.ceil((shell.rx * cavity * 2.2) / spacing);
  for (let row = 0; row <= rows; row += 1) {
    for (let column = 0; column <= columns; column += 1) {
      const x =
        shell.cx - shell.rx * cavity * 1.1 + column * spacing + (row % 2) * spacing * 0.5 + between(ctx.random, -0.3, 0.3) * spacing;
      const y = shell.cy - shell.ry * cavity * 1.1 + row * rowStep + between(ctx.random, -0.3, 0.3) * spacing;
      const dx = (x - shell.cx) / shell.rx;
      const dy = (y - shell.cy) / shell.ry;
      const depth = Math.hypot(dx, dy) / (radiusAt(shell, Math.atan2(dy, dx)) * cavity);
      if (depth > 0.97) continue;
      const aim = Math.atan2(shell.cy - y, shell.cx - x) + between(ctx.random, -0.8, 0.8);
      const length = spacing * (0.55 + depth * 1.1) * between(ctx.random, 0.85, 1.2);
      const half = spacing * between(ctx.random, 0.36, 0.5);
      const dir = pt(Math.cos(aim), Math.sin(aim));
      const side = pt(-dir.y * half, dir.x * half);
      const back = pt(x - dir.x * length * 0.45, y - dir.y * length * 0.45);
      const tip = pt(dir.x * length, dir.y * length);
      const ring = Math.min(2, Math.floor(depth * 3));
      const leftLit = side.x * LIGHT.x + side.y * LIGHT.y > 0;
      const half1 = `M${coord(back.x)},${coord(back.y)}l${coord(side.x + dir.x * length * 0.45)},${coord(side.y + dir.y * length * 0.45)}L${coord(back.x + tip.x)},${coord(back.y + tip.y)}z`;
      const half2 = `M${coord(back.x)},${coord(back.y)}l${coord(-side.x + dir.x * length * 0.45)},${coord(-side.y + dir.y * length * 0.45)}L${coord(back.x + tip.x)},${coord(back.y + tip.y)}z`;
      lit[ring] = (lit[ring] ?? '') + (leftLit ? half1 : half2);
      shaded[ring] = (shaded[ring] ?? '') + (leftLit ? half2 : half1);
    }
  }
  const litTones = [-14, 4, 20];
  const shadeTones = [-36, -22, -8];
  let out = '';
  for (let ring = 0; ring < 3; ring += 1) {
    const l = litTones[ring] ?? 0;
    const d = shadeTones[ring] ?? 0;
    if (shaded[ring]) out += `<path d="${shaded[ring]}" fill="${tone(ctx.base, d, 4)}"/>`;
    if (lit[ring]) out += `<path d="${lit[ring]}" fill="${tone(ctx.base, l, -l * 0.4)}"/>`;
  }
  return out;
}

/** A geode broken open, its cavity lined with crystals. */
export function drawGeode(ctx: ArtContext): string {
  const elongation = clamp(ctx.spec.elongation ?? 1.05, 0.8, 1.6);
  const ry = 148 * Math.min(1, Math.sqrt(elongation));
  const rx = Math.min(150, ry / elongation);
  const shell: Shell = { cx: 200, cy: 188, rx, ry, radii: wobble(ctx, 12, 0.09) };
  const rock = radialGradient(
    ctx,
    'sh',
    [
      [0, tone(ctx.matrix, 16)],
      [0.75, toHex(ctx.matrix)],
      [1, tone(ctx.matrix, -20)],
    ],
    [0.4, 0.3],
    0.75,
  );
  const cavity = 0.8;
  const hollow = radialGradient(
    ctx,
    'cv',
    [
      [0, tone(ctx.base, -42, 5)],
      [0.6, tone(ctx.base, -22)],
      [1, tone(ctx.base, -6)],
    ],
    [0.5, 0.55],
    0.55,
  );
  const rind = tone(ctx.second, 0, -10);
  let glints = '';
  for (let i = 0; i < 5; i += 1) {
    const a = between(ctx.random, 0, Math.PI * 2);
    const r = between(ctx.random, 0.25, 0.7) * cavity;
    glints += sparkle(shell.cx + Math.cos(a) * rx * r, shell.cy + Math.sin(a) * ry * r, between(ctx.random, 7, 15), 0.85);
  }
  return (
    groundShadow(ctx, 200, 188 + ry + 6, rx * 1.05, 18, 0.45) +
    `<path d="${smoothPath(ring(shell, 1))}" fill="${rock}"/>` +
    `<path d="${smoothPath(ring(shell, 0.86))}" fill="${rind}"/>` +
    `<path d="${smoothPath(ring(shell, 0.83))}" fill="${tone(ctx.second, -16, -5)}"/>` +
    `<path d="${smoothPath(ring(shell, cavity))}" fill="${hollow}"/>` +
    druzy(ctx, shell, cavity, 88) +
    `<path d="${smoothPath(ring(shell, 1))}" fill="none" stroke="${tone(ctx.matrix, -28)}" stroke-width="2" stroke-opacity=".6"/>` +
    glints
  );
}

/** A thin polished agate slice: concentric bands around a small crystal-lined centre. */
export function drawSlice(ctx: ArtContext): string {
  const elongation = clamp(ctx.spec.elongation ?? 0.82, 0.6, 1.4);
  const rx = 150;
  const ry = Math.min(150, rx * elongation);
  const shell: Shell = { cx: 200, cy: 190, rx, ry, radii: wobble(ctx, 11, 0.12) };
  const outline = smoothPath(ring(shell, 1));
  const blur = blurFilter(ctx, 'sb', 8);
  let bands = `<path d="${outline}" fill="${tone(ctx.matrix, -5)}"/>`;
  const layers = 8;
  for (let i = 1; i <= layers; i += 1) {
    const scale = 0.95 - (i - 1) * (0.62 / layers);
    const color = i % 2 === 0 ? shift(ctx.second, between(ctx.random, -8, 6)) : shift(ctx.base, between(ctx.random, -12, 10));
    bands += `<path d="${smoothPath(ring(shell, scale, 8))}" fill="${toHex(color)}"/>`;
  }
  const cavity = 0.3;
  const hollow = radialGradient(ctx, 'cv', [
    [0, tone(ctx.base, -30)],
    [1, tone(ctx.base, -8)],
  ]);
  const gloss = linearGradient(
    ctx,
    'gl',
    [
      [0, '#ffffff', 0.4],
      [0.35, '#ffffff', 0.06],
      [0.55, '#ffffff', 0],
      [1, '#000000', 0.2],
    ],
    [0, 0, 1, 1],
  );
  const centre: Shell = { ...shell, cy: shell.cy + 8 * (1 - cavity) };
  return (
    `<path d="${outline}" transform="translate(8 14)" fill="${tone(ctx.base, -40, -20)}" opacity=".35" filter="${blur}"/>` +
    `<g opacity=".93">${bands}</g>` +
    `<path d="${smoothPath(ring(centre, cavity))}" fill="${hollow}"/>` +
    druzy(ctx, centre, cavity, 50) +
    `<path d="${outline}" fill="${gloss}"/>` +
    `<path d="${outline}" fill="none" stroke="${tone(ctx.matrix, -25)}" stroke-width="2.5" stroke-opacity=".55"/>` +
    sparkle(200 - rx * 0.45, 190 - ry * 0.5, 14, 0.8) +
    sparkle(shell.cx + 8, shell.cy + 4, 10, 0.9)
  );
}
