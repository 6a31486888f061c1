/**
 * Gem and crystal illustrations drawn by code: a 400 x 400 SVG string per stone.
 * Pure and deterministic (same spec, same text); no DOM, so it runs in Node and in Workers.
 */
import { toHex } from './art-color.ts';
import { createContext, radialGradient, type ArtContext } from './art-context.ts';
import { drawFaceted } from './art-faceted.ts';
import { drawGeode, drawSlice } from './art-geode.ts';
import { drawCluster, drawPoint, drawRough } from './art-natural.ts';
import { drawCabochon, drawEgg, drawHeartCarving, drawPyramid, drawSphere, drawTumbled } from './art-polished.ts';
import type { GemArt, GemShape } from './art-types.ts';

export type { GemArt } from './art-types.ts';

function drawStone(ctx: ArtContext, shape: GemShape): string {
  switch (shape) {
    case 'point':
      return drawPoint(ctx);
    case 'cluster':
      return drawCluster(ctx);
    case 'rough':
      return drawRough(ctx);
    case 'geode':
      return drawGeode(ctx);
    case 'slice':
      return drawSlice(ctx);
    case 'tumbled':
      return drawTumbled(ctx);
    case 'cabochon':
      return drawCabochon(ctx);
    case 'heartCarving':
      return drawHeartCarving(ctx);
    case 'sphere':
      return drawSphere(ctx);
    case 'egg':
      return drawEgg(ctx);
    case 'pyramid':
      return drawPyramid(ctx);
    default:
      return drawFaceted(ctx, shape);
  }
}

/** A soft studio backdrop tinted towards the stone's hue, brighter behind the stone. */
function backdrop(ctx: ArtContext): string {
  const h = ctx.base.h;
  const s = Math.min(ctx.base.s, 60) * 0.3;
  const fill = radialGradient(
    ctx,
    'bg',
    [
      [0, toHex({ h, s, l: 98 })],
      [0.55, toHex({ h, s: s + 3, l: 93 })],
      [1, toHex({ h, s: s + 6, l: 80 })],
    ],
    [0.5, 0.4],
    0.78,
  );
  const light = radialGradient(ctx, 'lt', [
    [0, '#ffffff', 0.65],
    [1, '#ffffff', 0],
  ]);
  return `<rect width="400" height="400" fill="${fill}"/><ellipse cx="120" cy="70" rx="190" ry="120" fill="${light}"/>`;
}

export function gemSvg(spec: GemArt): string {
  const ctx = createContext(spec);
  const back = backdrop(ctx);
  const stone = drawStone(ctx, spec.shape);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<defs>${ctx.defs.join('')}</defs>${back}${stone}</svg>`
  );
}
