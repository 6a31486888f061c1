/** Draws uqr's SVG to pixels and reads it back with jsQR: what a phone's camera would read from the picture. */
import jsQR from 'jsqr';

/** Pixels per module when the SVG is drawn: jsQR wants a few per module to find the finder patterns. */
const SCALE = 4;

/**
 * Draws the SVG as a browser would at SCALE pixels per unit: its viewBox white, then every square of its path
 * (uqr writes each dark module as `Mx,yh1v1h-1z`) black, as RGBA.
 */
function rasterize(svg: string): { pixels: Uint8ClampedArray; size: number } {
  const [, width = '0'] = /viewBox="0 0 (\d+) \d+"/.exec(svg) ?? [];
  const size = Number(width) * SCALE;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x = '0', y = '0', w = '0', h = '0'] of svg.matchAll(/M(\d+),(\d+)h(\d+)v(\d+)h-\d+z/g)) {
    for (let row = Number(y) * SCALE; row < (Number(y) + Number(h)) * SCALE; row++) {
      for (let column = Number(x) * SCALE; column < (Number(x) + Number(w)) * SCALE; column++) {
        pixels.fill(0, (row * size + column) * 4, (row * size + column) * 4 + 3);
      }
    }
  }
  return { pixels, size };
}

/** The text the SVG's code holds, or null when no code can be read from it. */
export function decodeQrSvg(svg: string): string | null {
  const { pixels, size } = rasterize(svg);
  return jsQR(pixels, size, size)?.data ?? null;
}
