/** Polished stones and carvings: tumbled pebble, cabochon, puffy heart, sphere, egg, pyramid. */
import { tone } from './art-color.ts';
import { blurFilter, clipPath, groundShadow, linearGradient, radialGradient, sparkle, type ArtContext } from './art-context.ts';
import { between, clamp, num, pointList, polygonPath, pt, smoothPath, type Point } from './art-core.ts';
import { bodyColorAt, patternLayer, type StoneArea } from './art-pattern.ts';

interface DomeOptions {
  /** 0 (matte) .. 1 (mirror). */
  readonly gloss: number;
  /** Drop shadow for stones seen from above; none when a stand casts it. */
  readonly shadow: 'drop' | 'none';
  /** Light gathering inside the lower part, as in clear or translucent stones. */
  readonly glow: boolean;
}

/** A smooth rounded body: shaded fill, markings, rim shading and reflections. */
function dome(ctx: ArtContext, d: string, area: StoneArea, options: DomeOptions): string {
  const top = bodyColorAt(ctx, 0.15);
  const bottom = bodyColorAt(ctx, 0.85);
  const fillId = ctx.spec.pattern === 'bicolor' ? 'bd2' : 'bd';
  const fill =
    ctx.spec.pattern === 'bicolor'
      ? linearGradient(ctx, fillId, [
          [0, tone(top, 12)],
          [0.45, tone(top, 0)],
          [0.6, tone(bottom, 0)],
          [1, tone(bottom, -16)],
        ])
      : radialGradient(
          ctx,
          fillId,
          [
            [0, tone(top, 22, -6)],
            [0.5, tone(top, 0)],
            [1, tone(top, -22, 6)],
          ],
          [0.38, 0.3],
          0.78,
        );
  const rim = radialGradient(
    ctx,
    'rm',
    [
      [0, '#000000', 0],
      [0.62, '#000000', 0],
      [1, '#000000', 0.42],
    ],
    [0.45, 0.42],
    0.62,
  );
  const shine = radialGradient(ctx, 'hl', [
    [0, '#ffffff', 0.55 + options.gloss * 0.4],
    [0.5, '#ffffff', 0.2 + options.gloss * 0.15],
    [1, '#ffffff', 0],
  ]);
  const clip = clipPath(ctx, 'dc', d);
  const shadow =
    options.shadow === 'none'
      ? ''
      : `<path d="${d}" transform="translate(9 15)" fill="${tone(ctx.base, -42, -15)}" opacity=".4" filter="${blurFilter(ctx, 'ds', 9)}"/>`;
  const glow = options.glow
    ? `<ellipse cx="${num(area.cx + area.rx * 0.1)}" cy="${num(area.cy + area.ry * 0.55)}" rx="${num(area.rx * 0.6)}" ry="${num(area.ry * 0.3)}" fill="${radialGradient(
        ctx,
        'gw',
        [
          [0, tone(top, 30, 10), 0.7],
          [1, tone(top, 30), 0],
        ],
      )}"/>`
    : '';
  const hx = area.cx - area.rx * 0.36;
  const hy = area.cy - area.ry * 0.46;
  return (
    shadow +
    `<path d="${d}" fill="${fill}"/>` +
    patternLayer(ctx, area, clip) +
    `<g clip-path="${clip}">` +
    glow +
    `<path d="${d}" fill="${rim}"/>` +
    `<ellipse cx="${num(hx)}" cy="${num(hy)}" rx="${num(area.rx * 0.42)}" ry="${num(area.ry * 0.22)}" fill="${shine}" transform="rotate(-28 ${num(hx)} ${num(hy)})"/>` +
    `<ellipse cx="${num(area.cx + area.rx * 0.34)}" cy="${num(area.cy + area.ry * 0.62)}" rx="${num(area.rx * 0.4)}" ry="${num(area.ry * 0.1)}" fill="${shine}" opacity=".35" transform="rotate(-24 ${num(area.cx)} ${num(area.cy)})"/>` +
    `</g>` +
    (options.gloss > 0.5 ? sparkle(hx - area.rx * 0.06, hy - area.ry * 0.02, 12 + options.gloss * 8, 0.85) : '')
  );
}

/** A tumbled pebble, lying on its side. */
export function drawTumbled(ctx: ArtContext): string {
  const elongation = clamp(ctx.spec.elongation ?? 0.78, 0.5, 1.5);
  const rx = 148;
  const ry = rx * elongation;
  const turn = (between(ctx.random, -18, 18) * Math.PI) / 180;
  const count = 9;
  const points: Point[] = Array.from({ length: count }, (_, k) => {
    const a = (k / count) * Math.PI * 2;
    const r = between(ctx.random, 0.86, 1.06);
    const x = Math.cos(a) * rx * r;
    const y = Math.sin(a) * ry * r;
    return pt(200 + x * Math.cos(turn) - y * Math.sin(turn), 190 + x * Math.sin(turn) + y * Math.cos(turn));
  });
  const area = { cx: 200, cy: 190, rx: rx * 0.98, ry: ry * 1.05 };
  return dome(ctx, smoothPath(points), area, { gloss: 0.45, shadow: 'drop', glow: false });
}

/** A domed cabochon seen from above. */
export function drawCabochon(ctx: ArtContext): string {
  const elongation = clamp(ctx.spec.elongation ?? 1.25, 0.7, 1.6);
  const ry = 140;
  const rx = ry / elongation;
  const points = Array.from({ length: 16 }, (_, k) => {
    const a = (k / 16) * Math.PI * 2;
    return pt(200 + Math.cos(a) * rx, 190 + Math.sin(a) * ry);
  });
  const area = { cx: 200, cy: 190, rx, ry };
  return (
    dome(ctx, smoothPath(points), area, { gloss: 0.9, shadow: 'drop', glow: ctx.base.l > 45 }) +
    `<ellipse cx="200" cy="190" rx="${num(rx)}" ry="${num(ry)}" fill="none" stroke="${tone(ctx.base, -30)}" stroke-opacity=".5" stroke-width="1.5"/>`
  );
}

/** A puffy carved heart. */
export function drawHeartCarving(ctx: ArtContext): string {
  // Samples straddle the tip (t = pi) so the carving's point comes out rounded.
  const points = Array.from({ length: 28 }, (_, k) => {
    const t = ((k + 0.5) / 28) * Math.PI * 2;
    const s = Math.sin(t);
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    return pt(200 + 8.6 * 16 * s * s * s, 176 - 8.6 * y);
  });
  const area = { cx: 200, cy: 190, rx: 136, ry: 130 };
  return dome(ctx, smoothPath(points), area, { gloss: 0.75, shadow: 'drop', glow: ctx.base.l > 55 });
}

/** A short brass ring stand under a sphere or egg. */
function stand(ctx: ArtContext, cx: number, top: number): string {
  const brass = linearGradient(
    ctx,
    'br',
    [
      [0, '#7a5a2a'],
      [0.3, '#e3c27a'],
      [0.55, '#b08a46'],
      [1, '#5e4420'],
    ],
    [0, 0, 1, 0],
  );
  return (
    groundShadow(ctx, cx + 6, top + 34, 128, 16) +
    `<path d="M${cx - 62},${top}L${cx - 50},${top + 26}A50,9 0 0 0 ${cx + 50},${top + 26}L${cx + 62},${top}Z" fill="${brass}"/>` +
    `<ellipse cx="${cx}" cy="${top}" rx="62" ry="11" fill="#4a3518"/>`
  );
}

/** A polished sphere on a stand. */
export function drawSphere(ctx: ArtContext): string {
  const r = 116;
  const cx = 200;
  const cy = 176;
  const points = Array.from({ length: 16 }, (_, k) => {
    const a = (k / 16) * Math.PI * 2;
    return pt(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  });
  const area = { cx, cy, rx: r, ry: r };
  return stand(ctx, cx, cy + r - 14) + dome(ctx, smoothPath(points), area, { gloss: 1, shadow: 'none', glow: true });
}

/** A polished egg on a stand. */
export function drawEgg(ctx: ArtContext): string {
  const a = 100;
  const b = 136;
  const cx = 200;
  const cy = 168;
  const points = Array.from({ length: 20 }, (_, k) => {
    const t = (k / 20) * Math.PI * 2;
    const s = Math.sin(t);
    return pt(cx + Math.cos(t) * a * (1 + 0.13 * s), cy + s * b);
  });
  const area = { cx, cy, rx: a, ry: b };
  return stand(ctx, cx, cy + b - 12) + dome(ctx, smoothPath(points), area, { gloss: 0.9, shadow: 'none', glow: true });
}

/** A polished pyramid seen from three-quarters. */
export function drawPyramid(ctx: ArtContext): string {
  const apex = pt(196 + between(ctx.random, -6, 6), 52);
  const left = pt(62, 300);
  const front = pt(222, 340);
  const right = pt(340, 292);
  const leftFace = [apex, left, front];
  const rightFace = [apex, front, right];
  const body = bodyColorAt(ctx, 0.5);
  const lit = linearGradient(
    ctx,
    'pl',
    [
      [0, tone(body, 26, -6)],
      [1, tone(body, 2)],
    ],
    [0, 0, 0.6, 1],
  );
  const shade = linearGradient(
    ctx,
    'pr',
    [
      [0, tone(body, -4)],
      [1, tone(body, -24, 6)],
    ],
    [0, 0, 0.4, 1],
  );
  const outline = polygonPath([apex, left, front, right]);
  const clip = clipPath(ctx, 'pc', outline);
  const area = { cx: 200, cy: 220, rx: 140, ry: 150 };
  return (
    groundShadow(ctx, 212, 322, 170, 26, 0.45) +
    `<polygon points="${pointList(leftFace)}" fill="${lit}"/>` +
    `<polygon points="${pointList(rightFace)}" fill="${shade}"/>` +
    `<g opacity=".8">${patternLayer(ctx, area, clip)}</g>` +
    `<polygon points="${pointList(rightFace)}" fill="#000" opacity=".18"/>` +
    `<path d="M${num(apex.x)},${num(apex.y)}L${num(front.x)},${num(front.y)}" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>` +
    `<path d="${outline}" fill="none" stroke="${tone(body, -30)}" stroke-opacity=".5" stroke-linejoin="round"/>` +
    sparkle(apex.x, apex.y + 6, 18)
  );
}
