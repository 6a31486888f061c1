import { encode } from 'uqr';

/** Light modules around the code, as scanners expect (the QR specification's quiet zone). */
const QUIET_ZONE = 4;

/** `text` as a QR code: uqr's matrix drawn as one SVG path, dark on white whatever the colour scheme. */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { ecc: 'M', border: 0 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z` : ''))).join('');
  const side = modules + QUIET_ZONE * 2;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
