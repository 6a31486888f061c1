/**
 * QR codes as SVG (uqr, error correction level M: a printed code still reads with a smudge), drawn one unit per
 * module so the picture stays small and scales to any size without blur.
 */
import { renderSVG } from 'uqr';

/** The quiet zone around the code, in modules: 4 by the standard; scanners of paper need it. */
const QUIET_ZONE = 4;

export const qrSvg = (text: string): string => renderSVG(text, { ecc: 'M', border: QUIET_ZONE, pixelSize: 1 });
