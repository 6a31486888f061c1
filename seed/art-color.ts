/** Colour arithmetic for the gem illustrations, in HSL (s and l in 0..100). */
import { clamp } from './art-core.ts';

export interface Hsl {
  readonly h: number;
  readonly s: number;
  readonly l: number;
}

interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

function hexToRgb(hex: string): Rgb {
  const match = /^#([0-9a-fA-F]{6})$/.exec(hex);
  const digits = match?.[1];
  if (digits === undefined) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const rf = r / 255;
  const gf = g / 255;
  const bf = b / 255;
  const max = Math.max(rf, gf, bf);
  const min = Math.min(rf, gf, bf);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rf) h = (gf - bf) / d + (gf < bf ? 6 : 0);
  else if (max === gf) h = (bf - rf) / d + 2;
  else h = (rf - gf) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sf = clamp(s, 0, 100) / 100;
  const lf = clamp(l, 0, 100) / 100;
  const k = (n: number) => (n + (((h % 360) + 360) % 360) / 30) % 12;
  const a = sf * Math.min(lf, 1 - lf);
  const f = (n: number) => lf - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return { r: Math.round(f(0) * 255), g: Math.round(f(8) * 255), b: Math.round(f(4) * 255) };
}

export function parseColor(hex: string): Hsl {
  return rgbToHsl(hexToRgb(hex));
}

export function toHex(color: Hsl): string {
  const { r, g, b } = hslToRgb(color);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Lighter or darker (dl), more or less saturated (ds), hue turned by dh degrees. */
export function shift(color: Hsl, dl: number, ds = 0, dh = 0): Hsl {
  return { h: color.h + dh, s: clamp(color.s + ds, 0, 100), l: clamp(color.l + dl, 2, 98) };
}

/** `shift` straight to hex. */
export function tone(color: Hsl, dl: number, ds = 0, dh = 0): string {
  return toHex(shift(color, dl, ds, dh));
}

/** Blend of two colours in RGB; t = 0 gives a, t = 1 gives b. */
export function mix(a: Hsl, b: Hsl, t: number): Hsl {
  const ra = hslToRgb(a);
  const rb = hslToRgb(b);
  const u = clamp(t, 0, 1);
  return rgbToHsl({ r: ra.r + (rb.r - ra.r) * u, g: ra.g + (rb.g - ra.g) * u, b: ra.b + (rb.b - ra.b) * u });
}

/** Blend of two colours in HSL along the shorter way round the hue circle: vivid where RGB would go grey. */
export function mixVivid(a: Hsl, b: Hsl, t: number): Hsl {
  const u = clamp(t, 0, 1);
  const turn = ((((b.h - a.h) % 360) + 540) % 360) - 180;
  return { h: a.h + turn * u, s: a.s + (b.s - a.s) * u, l: a.l + (b.l - a.l) * u };
}
