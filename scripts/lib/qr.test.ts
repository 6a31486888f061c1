import { describe, expect, it } from 'vitest';
import { encodeQr, qrToTerminal } from './qr.mjs';

const picture = (modules: boolean[][]) => modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''));

// Drawn by the QRCode library npm ships for `npm login` (qrcode-terminal's vendored encoder), same text, level and mask.
const REFERENCE = [
  '#######.#.#..#.##.#..###..#######',
  '#.....#...#..##.#.##.#..#.#.....#',
  '#.###.#..#.#..#.###..#.##.#.###.#',
  '#.###.#.#......###....##..#.###.#',
  '#.###.#.#.#.##..#..#..#...#.###.#',
  '#.....#.##..#.##....#...#.#.....#',
  '#######.#.#.#.#.#.#.#.#.#.#######',
  '........#####....#.#####.........',
  '#...#.###......#.#..##...#####..#',
  '..#....##.###.#####....#.....####',
  '..#..#######.###..#...###..###.#.',
  '###.....###.##.#...#.#..####...#.',
  '#...####.###.#..#.....##..####...',
  '##.###.###.##.#..######..##......',
  '...##.#.#.##.#.#.##.#..#..#.####.',
  '..###..###.#.#.####..#.#..##...##',
  '####.##.#.#..#...#.#..#####.#.#..',
  '..##...##########.#.#.##.#.#..#..',
  '.#.##.###.###..#.#...###.#.###...',
  '.#..##.#.#.###..###..####...#....',
  '..###.#####.#.....###.#.#.##....#',
  '#.##...#....#.#.##.#..#...##..##.',
  '..#..##....##...##.#..#####..###.',
  '..####.#.........#####.####.#..#.',
  '###.###..###.#.###...##.#########',
  '........#.#....####..#.##...#.#..',
  '#######.#.##..##..#.###.#.#.#..#.',
  '#.....#......#.....####.#...#..#.',
  '#.###.#.#####.###...#.#.######..#',
  '#.###.#..#.#..#..#######.####.#..',
  '#.###.#..#...###..#..##.#.#.#.#..',
  '#.....#..#.###.###...###....#....',
  '#######.###..#..############.##.#',
];

describe('encodeQr', () => {
  it('draws the same symbol as a reference encoder, module for module', () => {
    expect(picture(encodeQr('otpauth://totp/Shop:admin?secret=JBSWY3DPEHPK3PXP', { level: 'M' }))).toEqual(REFERENCE);
  });

  it('picks the smallest version that holds the text', () => {
    expect(encodeQr('a', { level: 'M' })).toHaveLength(21);
    expect(encodeQr('x'.repeat(14), { level: 'M' })).toHaveLength(21);
    expect(encodeQr('x'.repeat(15), { level: 'M' })).toHaveLength(25);
    expect(encodeQr('x'.repeat(213), { level: 'M' })).toHaveLength(57);
    expect(() => encodeQr('x'.repeat(214), { level: 'M' })).toThrow(/too long/);
  });

  it('writes the version information from version 7 on (000111110010010100 for version 7)', () => {
    const modules = encodeQr('x'.repeat(110), { level: 'M' });
    expect(modules).toHaveLength(45);
    let bits = 0;
    for (let i = 17; i >= 0; i -= 1) bits = (bits << 1) | (modules[Math.floor(i / 3)]![45 - 11 + (i % 3)] ? 1 : 0);
    expect(bits).toBe(0b000111110010010100);
  });
});

describe('qrToTerminal', () => {
  it('prints two module rows per line inside a four-module quiet zone of light blocks', () => {
    const modules = encodeQr('HELLO', { level: 'M' });
    const lines = qrToTerminal(modules).split('\n');
    expect(lines).toHaveLength(Math.ceil((21 + 8) / 2));
    const visible = (line: string) => line.replaceAll('\u001b[40;97m', '').replaceAll('\u001b[0m', '');
    expect(visible(lines[0]!)).toBe('\u2588'.repeat(29));
    expect(visible(lines[2]!).slice(0, 4)).toBe('\u2588'.repeat(4));
    // The symbol's first two rows: the finder's dark edge (both dark: blank) over its light ring (lower half light).
    expect(visible(lines[2]!).slice(4, 11)).toBe(` ${'\u2584'.repeat(5)} `);
  });
});
