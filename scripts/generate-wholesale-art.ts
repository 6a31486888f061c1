/**
 * Draws the seven wholesale sample stones (web/features/wholesale/samples.ts) into web/public/wholesale/
 * with the seed's gem art. Run after changing the art: tsx scripts/generate-wholesale-art.ts
 */
import { writeFileSync } from 'node:fs';
import { gemSvg, type GemArt } from '#seed/art.ts';

const SAMPLES: Record<string, GemArt> = {
  amethyst: { shape: 'point', color: '#7b3fb5', color2: '#c9a4ec', facets: 6, variant: 1 },
  'rose-quartz': { shape: 'tumbled', color: '#f2b8c6', variant: 2 },
  citrine: { shape: 'cluster', color: '#e8a23a', matrix: '#8a7a6a', facets: 5, variant: 3 },
  'tigers-eye': { shape: 'cabochon', color: '#9a6426', color2: '#e0b060', pattern: 'chatoyant', variant: 4 },
  labradorite: { shape: 'slice', color: '#4a5560', color2: '#3fa4d8', pattern: 'flash', matrix: '#2e3338', variant: 5 },
  malachite: { shape: 'slice', color: '#1f8a55', color2: '#0b4f2e', pattern: 'banded', matrix: '#14532d', variant: 6 },
  'lapis-lazuli': { shape: 'cabochon', color: '#213a8f', color2: '#e0b84a', pattern: 'speckled', variant: 7 },
};

for (const [name, art] of Object.entries(SAMPLES)) {
  writeFileSync(`web/public/wholesale/${name}.svg`, gemSvg(art));
}
console.log(`Wrote ${Object.keys(SAMPLES).length} sample images to web/public/wholesale/`);
