/** Crystals and rough stone: a single point, a cluster on its matrix, a raw chunk. */
import { mix, shift, tone, toHex } from './art-color.ts';
import { blurFilter, clipPath, groundShadow, linearGradient, radialGradient, sparkle, type ArtContext } from './art-context.ts';
import { at, between, centroid, clamp, coord, num, pointList, polygonPath, pt, smoothPath, type Point } from './art-core.ts';
import { bodyColorAt, patternLayer } from './art-pattern.ts';

interface CrystalFaces {
  readonly prism: readonly [Point[], Point[], Point[]];
  readonly cap: readonly [Point[], Point[], Point[]];
  readonly outline: Point[];
  readonly frontEdge: readonly [Point, Point];
}

/** A hexagonal prism with its pyramidal termination, base at (0,0), pointing up. */
function crystalFaces(ctx: ArtContext, width: number, height: number): CrystalFaces {
  const xL = -width / 2;
  const xR = width / 2;
  const x1 = -width * 0.2 + between(ctx.random, -0.05, 0.05) * width;
  const x2 = width * 0.22 + between(ctx.random, -0.05, 0.05) * width;
  const cap = width * 0.92;
  const top = -(height - cap);
  const yL = top - cap * 0.14;
  const y1 = top + cap * 0.1;
  const y2 = top + cap * 0.03;
  const yR = top - cap * 0.2;
  const apex = pt(width * between(ctx.random, -0.1, 0.08), -height);
  const bottomSide = -width * 0.06;
  const bottomFront = width * 0.06;
  const baseL = pt(xL, bottomSide);
  const base1 = pt(x1, bottomFront);
  const base2 = pt(x2, bottomFront);
  const baseR = pt(xR, bottomSide);
  const tL = pt(xL, yL);
  const t1 = pt(x1, y1);
  const t2 = pt(x2, y2);
  const tR = pt(xR, yR);
  return {
    prism: [
      [baseL, tL, t1, base1],
      [base1, t1, t2, base2],
      [base2, t2, tR, baseR],
    ],
    cap: [
      [tL, apex, t1],
      [t1, apex, t2],
      [t2, apex, tR],
    ],
    outline: [baseL, tL, apex, tR, baseR, base2, base1],
    frontEdge: [t1, base1],
  };
}

/** Prism faces left, centre, right, then cap faces, lit from the upper left. */
const FACE_LIGHT = [10, -2, -20, 28, 14, -4] as const;

function crystalMarkup(
  ctx: ArtContext,
  faces: CrystalFaces,
  fillFor: (index: number, light: number) => string,
  transform: string,
  overlay: string,
  detailed: boolean,
): string {
  const all = [...faces.prism, ...faces.cap];
  const polygons = all.map((points, i) => `<polygon points="${pointList(points)}" fill="${fillFor(i, FACE_LIGHT[i] ?? 0)}"/>`).join('');
  const [t1, base1] = faces.frontEdge;
  const stripW = Math.abs(at(faces.prism[1], 2).x - t1.x) * 0.22;
  const strip = [
    pt(t1.x + 2, t1.y + 4),
    pt(t1.x + 2 + stripW, t1.y + 6),
    pt(base1.x + 2 + stripW, base1.y - 8),
    pt(base1.x + 2, base1.y - 8),
  ];
  let striations = '';
  const centre = faces.prism[1];
  const left = at(centre, 1);
  const right = at(centre, 2);
  for (let i = 0; detailed && i < 4; i += 1) {
    const y = lerpY(left.y, at(centre, 0).y, between(ctx.random, 0.15, 0.7));
    striations += `M${num(left.x)},${num(y)}H${num(right.x)}`;
  }
  return (
    `<g transform="${transform}" stroke-linejoin="round">` +
    `<g stroke="#fff" stroke-width=".8" stroke-opacity=".45">${polygons}</g>` +
    (overlay ? `<polygon points="${pointList(faces.outline)}" fill="${overlay}"/>` : '') +
    `<polygon points="${pointList(strip)}" fill="#fff" opacity=".32"/>` +
    (striations ? `<path d="${striations}" stroke="#fff" stroke-opacity=".22"/>` : '') +
    `</g>`
  );
}

function lerpY(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** One standing crystal point (a generator). */
export function drawPoint(ctx: ArtContext): string {
  const elongation = clamp(ctx.spec.elongation ?? 2, 1.4, 3.5);
  const height = 280;
  const width = height / elongation;
  const lean = between(ctx.random, -7, 7);
  const faces = crystalFaces(ctx, width, height);
  const top = bodyColorAt(ctx, 0);
  const bottom = bodyColorAt(ctx, 1);
  const bicolor = ctx.spec.pattern === 'bicolor';
  const pale = top.l > 75;
  const fillFor = (index: number, faceLight: number): string => {
    const light = pale ? faceLight * 1.5 - 14 : faceLight;
    const isCap = index >= 3;
    const upper = shift(isCap || !bicolor ? top : mix(top, bottom, 0.35), light + 6);
    const lower = shift(isCap ? top : bottom, light - 14, 6);
    return linearGradient(
      ctx,
      `f${index}`,
      [
        [0, toHex(upper)],
        [1, toHex(lower)],
      ],
      [0, 0, 0.25, 1],
    );
  };
  const transform = `translate(200 330) rotate(${num(lean)})`;
  const clip = clipPath(ctx, 'pc', polygonPath(faces.outline));
  const area = { cx: 0, cy: -height / 2, rx: width / 2, ry: height / 2 };
  const pattern = patternLayer(ctx, area, clip);
  const apex = at(faces.cap[1], 1);
  const angle = (lean * Math.PI) / 180;
  const glint = pt(
    200 + apex.x * Math.cos(angle) - (apex.y + 40) * Math.sin(angle),
    330 + apex.x * Math.sin(angle) + (apex.y + 40) * Math.cos(angle),
  );
  return (
    groundShadow(ctx, 200 + lean * 1.5, 334, width * 0.95 + 30, 16) +
    crystalMarkup(ctx, faces, fillFor, transform, '', true) +
    (pattern ? `<g transform="${transform}" opacity=".7">${pattern}</g>` : '') +
    sparkle(glint.x - 6, glint.y, 20)
  );
}

interface ClusterCrystal {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly angle: number;
  readonly depth: number;
}

function rockBlob(ctx: ArtContext, cx: number, cy: number, rx: number, ry: number, count: number, jag: number): Point[] {
  return Array.from({ length: count }, (_, k) => {
    const a = (k / count) * Math.PI * 2;
    const r = 1 + between(ctx.random, -jag, jag);
    return pt(cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r);
  });
}

/** Several crystals rising from a rock matrix. */
export function drawCluster(ctx: ArtContext): string {
  const count = clamp(Math.round(ctx.spec.facets ?? 7), 3, 8);
  const crystals: ClusterCrystal[] = [];
  for (let i = 0; i < count; i += 1) {
    const spread = count === 1 ? 0 : (i / (count - 1)) * 2 - 1;
    const offset = spread * (40 + count * 9) + between(ctx.random, -10, 10);
    const depth = i % 2 === 0 ? between(ctx.random, 0.55, 1) : between(ctx.random, 0, 0.45);
    const central = 1 - Math.abs(spread);
    crystals.push({
      x: 200 + offset,
      y: 292 - (1 - depth) * 14,
      width: (30 + central * 20) * (0.75 + depth * 0.35) * between(ctx.random, 0.9, 1.1),
      height: (110 + central * 120) * (0.7 + depth * 0.35) * between(ctx.random, 0.85, 1.1),
      angle: spread * 38 + between(ctx.random, -8, 8),
      depth,
    });
  }
  crystals.sort((a, b) => a.depth - b.depth);

  const rockFill = radialGradient(
    ctx,
    'rk',
    [
      [0, tone(ctx.matrix, 14)],
      [0.7, toHex(ctx.matrix)],
      [1, tone(ctx.matrix, -18)],
    ],
    [0.45, 0.3],
    0.7,
  );
  const fade = linearGradient(ctx, 'fd', [
    [0, '#ffffff', 0.22],
    [0.5, '#ffffff', 0],
    [1, '#000000', 0.38],
  ]);
  const back = smoothPath(rockBlob(ctx, 200, 292, 150, 44, 12, 0.1));
  const front = smoothPath(rockBlob(ctx, 200, 318, 140, 28, 11, 0.12));
  const parts = crystals.map((c) => {
    const faces = crystalFaces(ctx, c.width, c.height);
    const body = shift(bodyColorAt(ctx, 0.5), (c.depth - 0.5) * 14);
    return crystalMarkup(
      ctx,
      faces,
      (_index, light) => tone(body, light + between(ctx.random, -3, 3)),
      `translate(${num(c.x)} ${num(c.y)}) rotate(${num(c.angle)})`,
      fade,
      false,
    );
  });
  let druzy = '';
  for (let i = 0; i < 12; i += 1) {
    const x = between(ctx.random, 85, 315);
    const y = between(ctx.random, 302, 326) + Math.abs(x - 200) * -0.06;
    const s = between(ctx.random, 2.5, 6);
    druzy += `M${coord(x - s)},${coord(y)}l${coord(s)},${coord(-s * 1.8)}l${coord(s)},${coord(s * 1.8)}z`;
  }
  const tallest = crystals.reduce((a, b) => (b.height * (0.5 + b.depth) > a.height * (0.5 + a.depth) ? b : a));
  const tip = pt(
    tallest.x + Math.sin((tallest.angle * Math.PI) / 180) * tallest.height,
    tallest.y - Math.cos((tallest.angle * Math.PI) / 180) * tallest.height,
  );
  return (
    groundShadow(ctx, 200, 336, 170, 20) +
    `<path d="${back}" fill="${rockFill}"/>` +
    parts.join('') +
    `<path d="${front}" fill="${rockFill}"/>` +
    `<path d="${druzy}" fill="${tone(ctx.base, 12, -10)}" opacity=".85"/>` +
    sparkle(tip.x, tip.y + 14, 18) +
    sparkle(between(ctx.random, 120, 280), between(ctx.random, 305, 318), 8, 0.8)
  );
}

/** A raw, broken chunk with flat fracture planes. */
export function drawRough(ctx: ArtContext): string {
  const elongation = ctx.spec.elongation ?? 1.15;
  const rx = 140 / Math.sqrt(elongation);
  const ry = 124 * Math.sqrt(elongation) * 0.92;
  const cx = 200;
  const cy = 190;
  const count = 11;
  const outline = Array.from({ length: count }, (_, k) => {
    const a = (k / count) * Math.PI * 2 + between(ctx.random, -0.12, 0.12);
    const r = between(ctx.random, 0.74, 1.02);
    return pt(cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r);
  });
  const inner = [
    pt(cx - rx * 0.28, cy - ry * 0.22),
    pt(cx + rx * 0.3, cy - ry * 0.12),
    pt(cx + between(ctx.random, -0.1, 0.1) * rx, cy + ry * 0.32),
  ];
  const nearest = (p: Point) =>
    inner.reduce((best, q) => (Math.hypot(q.x - p.x, q.y - p.y) < Math.hypot(best.x - p.x, best.y - p.y) ? q : best));
  const planes: Point[][] = [];
  for (let k = 0; k < count; k += 1) {
    const a = at(outline, k);
    const b = at(outline, k + 1);
    const qa = nearest(pt((at(outline, k - 1).x + a.x) / 2, (at(outline, k - 1).y + a.y) / 2));
    const q = nearest(pt((a.x + b.x) / 2, (a.y + b.y) / 2));
    planes.push([q, a, b]);
    if (qa !== q) planes.push([qa, a, q]);
  }
  planes.push(inner);
  const light = (points: readonly Point[]): number => {
    const c = centroid(points);
    const facing = Math.cos(Math.atan2(c.y - cy, c.x - cx) + (3 * Math.PI) / 4);
    return facing * 20 + between(ctx.random, -9, 9);
  };
  const silhouette = polygonPath(outline);
  const clip = clipPath(ctx, 'rc', silhouette);
  const sheen = linearGradient(
    ctx,
    'rs',
    [
      [0, '#ffffff', 0.28],
      [0.5, '#ffffff', 0],
      [1, '#000000', 0.32],
    ],
    [0, 0, 1, 1],
  );
  const blur = blurFilter(ctx, 'rb', 8);
  const faces = planes
    .map((points) => {
      const c = centroid(points);
      const body = bodyColorAt(ctx, (c.y - (cy - ry)) / (2 * ry));
      return `<path d="${polygonPath(points)}" fill="${tone(body, light(points), -4)}"/>`;
    })
    .join('');
  let pits = '';
  for (let i = 0; i < 14; i += 1) {
    const x = cx + between(ctx.random, -0.7, 0.7) * rx;
    const y = cy + between(ctx.random, -0.7, 0.7) * ry;
    pits += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(between(ctx.random, 0.8, 2.4))}"/>`;
  }
  const area = { cx, cy, rx, ry };
  const topLeft = [...outline].sort((a, b) => a.x + a.y - (b.x + b.y))[0] ?? pt(cx, cy);
  return (
    `<path d="${silhouette}" transform="translate(8 14)" fill="${tone(ctx.base, -45, -20)}" opacity=".4" filter="${blur}"/>` +
    `<path d="${silhouette}" fill="${tone(ctx.base, -6)}"/>` +
    `<g stroke="${tone(ctx.base, 30, -25)}" stroke-width="1.1" stroke-opacity=".55" stroke-linejoin="round">${faces}</g>` +
    patternLayer(ctx, area, clip) +
    `<g clip-path="${clip}"><g fill="${tone(ctx.base, -30)}" opacity=".35">${pits}</g></g>` +
    `<path d="${silhouette}" fill="${sheen}"/>` +
    `<path d="${silhouette}" fill="none" stroke="${tone(ctx.base, -30)}" stroke-width="1.5" stroke-opacity=".6"/>` +
    sparkle(topLeft.x * 0.6 + cx * 0.4, topLeft.y * 0.6 + cy * 0.4, 12, 0.7)
  );
}
