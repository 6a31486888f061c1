/**
 * A minimal QR code encoder (ISO/IEC 18004) for `npm run totp:setup`: byte mode, versions 1 to 10,
 * error correction L or M, the mask chosen by the standard's penalty score. No package the project has
 * draws QR codes, and an otpauth URI needs nothing more than this.
 */

/** Per version 1..10: all codewords, and for each level the error correction codewords per block and the blocks. */
const TOTAL_CODEWORDS = [26, 44, 70, 100, 134, 172, 196, 242, 292, 346];
const LEVELS = {
  L: { formatBits: 1, eccPerBlock: [7, 10, 15, 20, 26, 18, 20, 24, 30, 18], blocks: [1, 1, 1, 1, 1, 2, 2, 2, 2, 4] },
  M: { formatBits: 0, eccPerBlock: [10, 16, 26, 18, 24, 16, 18, 22, 22, 26], blocks: [1, 1, 1, 2, 2, 4, 4, 4, 5, 5] },
};
const ALIGNMENT_CENTRES = [[], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50]];
const MAX_VERSION = TOTAL_CODEWORDS.length;

const bit = (value, index) => ((value >>> index) & 1) !== 0;

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x, y) {
  let z = 0;
  for (let i = 7; i >= 0; i -= 1) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function reedSolomonDivisor(degree) {
  const result = new Array(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i += 1) {
    for (let j = 0; j < degree; j += 1) {
      result[j] = gfMultiply(result[j], root);
      if (j + 1 < degree) result[j] ^= result[j + 1];
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function reedSolomonRemainder(data, divisor) {
  const result = divisor.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ result.shift();
    result.push(0);
    divisor.forEach((coefficient, i) => (result[i] ^= gfMultiply(coefficient, factor)));
  }
  return result;
}

const dataCapacity = (version, level) =>
  TOTAL_CODEWORDS[version - 1] - LEVELS[level].eccPerBlock[version - 1] * LEVELS[level].blocks[version - 1];

/** Mode, length, the bytes, terminator and padding: the data codewords of one version. */
function dataCodewords(bytes, version, level) {
  const bits = [];
  const push = (value, length) => {
    for (let i = length - 1; i >= 0; i -= 1) bits.push(bit(value, i) ? 1 : 0);
  };
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) push(byte, 8);
  const capacityBits = dataCapacity(version, level) * 8;
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) push(pad, 8);
  const codewords = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(parseInt(bits.slice(i, i + 8).join(''), 2));
  return codewords;
}

/** Splits the data into blocks, adds each block's error correction and interleaves them. */
function withErrorCorrection(data, version, level) {
  const blockCount = LEVELS[level].blocks[version - 1];
  const eccLength = LEVELS[level].eccPerBlock[version - 1];
  const total = TOTAL_CODEWORDS[version - 1];
  const shortBlocks = blockCount - (total % blockCount);
  const shortLength = Math.floor(total / blockCount);
  const divisor = reedSolomonDivisor(eccLength);
  const blocks = [];
  for (let i = 0, offset = 0; i < blockCount; i += 1) {
    const block = data.slice(offset, offset + shortLength - eccLength + (i < shortBlocks ? 0 : 1));
    offset += block.length;
    const ecc = reedSolomonRemainder(block, divisor);
    if (i < shortBlocks) block.push(0);
    blocks.push([...block, ...ecc]);
  }
  const result = [];
  for (let i = 0; i < blocks[0].length; i += 1) {
    blocks.forEach((block, j) => {
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i]);
    });
  }
  return result;
}

function maskApplies(mask, x, y) {
  switch (mask) {
    case 0:
      return (x + y) % 2 === 0;
    case 1:
      return y % 2 === 0;
    case 2:
      return x % 3 === 0;
    case 3:
      return (x + y) % 3 === 0;
    case 4:
      return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0;
    case 5:
      return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6:
      return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default:
      return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
}

class Symbol {
  constructor(version, level) {
    this.version = version;
    this.level = level;
    this.size = version * 4 + 17;
    this.modules = Array.from({ length: this.size }, () => new Array(this.size).fill(false));
    this.reserved = Array.from({ length: this.size }, () => new Array(this.size).fill(false));
  }

  setFunction(x, y, dark) {
    this.modules[y][x] = dark;
    this.reserved[y][x] = true;
  }

  drawFunctionPatterns() {
    for (let i = 0; i < this.size; i += 1) {
      this.setFunction(6, i, i % 2 === 0);
      this.setFunction(i, 6, i % 2 === 0);
    }
    for (const [x, y] of [
      [3, 3],
      [this.size - 4, 3],
      [3, this.size - 4],
    ])
      this.drawFinder(x, y);
    const centres = ALIGNMENT_CENTRES[this.version - 1];
    const last = centres.length - 1;
    centres.forEach((cx, i) =>
      centres.forEach((cy, j) => {
        if (!((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0))) this.drawAlignment(cx, cy);
      }),
    );
    this.drawFormat(0);
    this.drawVersion();
  }

  drawFinder(x, y) {
    for (let dy = -4; dy <= 4; dy += 1) {
      for (let dx = -4; dx <= 4; dx += 1) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        const [xx, yy] = [x + dx, y + dy];
        if (xx >= 0 && xx < this.size && yy >= 0 && yy < this.size) this.setFunction(xx, yy, distance !== 2 && distance !== 4);
      }
    }
  }

  drawAlignment(x, y) {
    for (let dy = -2; dy <= 2; dy += 1) {
      for (let dx = -2; dx <= 2; dx += 1) this.setFunction(x + dx, y + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  }

  drawFormat(mask) {
    const data = (LEVELS[this.level].formatBits << 3) | mask;
    let remainder = data;
    for (let i = 0; i < 10; i += 1) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    const bits = ((data << 10) | remainder) ^ 0x5412;
    for (let i = 0; i <= 5; i += 1) this.setFunction(8, i, bit(bits, i));
    this.setFunction(8, 7, bit(bits, 6));
    this.setFunction(8, 8, bit(bits, 7));
    this.setFunction(7, 8, bit(bits, 8));
    for (let i = 9; i < 15; i += 1) this.setFunction(14 - i, 8, bit(bits, i));
    for (let i = 0; i < 8; i += 1) this.setFunction(this.size - 1 - i, 8, bit(bits, i));
    for (let i = 8; i < 15; i += 1) this.setFunction(8, this.size - 15 + i, bit(bits, i));
    this.setFunction(8, this.size - 8, true);
  }

  drawVersion() {
    if (this.version < 7) return;
    let remainder = this.version;
    for (let i = 0; i < 12; i += 1) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
    const bits = (this.version << 12) | remainder;
    for (let i = 0; i < 18; i += 1) {
      const [a, b] = [this.size - 11 + (i % 3), Math.floor(i / 3)];
      this.setFunction(a, b, bit(bits, i));
      this.setFunction(b, a, bit(bits, i));
    }
  }

  /** The codewords in the standard's zigzag, two columns at a time from the bottom right. */
  drawCodewords(codewords) {
    let i = 0;
    for (let right = this.size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (let vertical = 0; vertical < this.size; vertical += 1) {
        for (let j = 0; j < 2; j += 1) {
          const x = right - j;
          const upward = ((right + 1) & 2) === 0;
          const y = upward ? this.size - 1 - vertical : vertical;
          if (!this.reserved[y][x] && i < codewords.length * 8) {
            this.modules[y][x] = bit(codewords[i >>> 3], 7 - (i & 7));
            i += 1;
          }
        }
      }
    }
  }

  applyMask(mask) {
    for (let y = 0; y < this.size; y += 1) {
      for (let x = 0; x < this.size; x += 1) {
        if (!this.reserved[y][x] && maskApplies(mask, x, y)) this.modules[y][x] = !this.modules[y][x];
      }
    }
  }

  penalty() {
    const { size, modules } = this;
    let score = 0;
    const lines = [];
    for (let i = 0; i < size; i += 1) {
      lines.push(modules[i]);
      lines.push(modules.map((row) => row[i]));
    }
    for (const line of lines) score += linePenalty(line, size);
    for (let y = 0; y < size - 1; y += 1) {
      for (let x = 0; x < size - 1; x += 1) {
        const colour = modules[y][x];
        if (colour === modules[y][x + 1] && colour === modules[y + 1][x] && colour === modules[y + 1][x + 1]) score += 3;
      }
    }
    const dark = modules.flat().filter(Boolean).length;
    const total = size * size;
    return score + (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  }
}

/** Runs of five or more of one colour, and finder-like 1:1:3:1:1 patterns with light space beside them. */
function linePenalty(line, size) {
  let score = 0;
  let runColour = false;
  let runLength = 0;
  const history = [0, 0, 0, 0, 0, 0, 0];
  const addHistory = (length) => {
    if (history[0] === 0) length += size;
    history.pop();
    history.unshift(length);
  };
  const finderPatterns = () => {
    const n = history[1];
    const core = n > 0 && history[2] === n && history[3] === n * 3 && history[4] === n && history[5] === n;
    return (core && history[0] >= n * 4 && history[6] >= n ? 1 : 0) + (core && history[6] >= n * 4 && history[0] >= n ? 1 : 0);
  };
  for (const module of line) {
    if (module === runColour) {
      runLength += 1;
      if (runLength === 5) score += 3;
      else if (runLength > 5) score += 1;
    } else {
      addHistory(runLength);
      if (!runColour) score += finderPatterns() * 40;
      runColour = module;
      runLength = 1;
    }
  }
  if (runColour) {
    addHistory(runLength);
    runLength = 0;
  }
  addHistory(runLength + size);
  return score + finderPatterns() * 40;
}

/**
 * The modules of the smallest symbol that holds `text` (UTF-8) at `level`: rows of booleans, true for
 * dark, without the quiet zone. `mask` forces a mask (tests); otherwise the lowest penalty wins.
 */
export function encodeQr(text, { level = 'M', mask } = {}) {
  const bytes = [...new TextEncoder().encode(text)];
  let version = 1;
  while (version <= MAX_VERSION && bytes.length + (version < 10 ? 2 : 3) > dataCapacity(version, level)) version += 1;
  if (version > MAX_VERSION) throw new Error(`Text too long for a version ${MAX_VERSION} QR code`);
  const symbol = new Symbol(version, level);
  symbol.drawFunctionPatterns();
  symbol.drawCodewords(withErrorCorrection(dataCodewords(bytes, version, level), version, level));
  let chosen = mask;
  if (chosen === undefined) {
    let lowest = Infinity;
    for (let candidate = 0; candidate < 8; candidate += 1) {
      symbol.applyMask(candidate);
      symbol.drawFormat(candidate);
      const score = symbol.penalty();
      if (score < lowest) [lowest, chosen] = [score, candidate];
      symbol.applyMask(candidate);
    }
  }
  symbol.applyMask(chosen);
  symbol.drawFormat(chosen);
  return symbol.modules;
}

/**
 * The symbol as terminal text: two module rows per line with half blocks, light modules drawn white on
 * black so it scans on dark and light terminals alike, inside the four-module quiet zone scanners need.
 */
export function qrToTerminal(modules) {
  const quiet = 4;
  const size = modules.length + quiet * 2;
  const dark = (x, y) => modules[y - quiet]?.[x - quiet] ?? false;
  const lines = [];
  for (let y = 0; y < size; y += 2) {
    let line = '\u001b[40;97m';
    for (let x = 0; x < size; x += 1) {
      const [top, bottom] = [dark(x, y), y + 1 < size ? dark(x, y + 1) : false];
      line += top && bottom ? ' ' : top ? '\u2584' : bottom ? '\u2580' : '\u2588';
    }
    lines.push(`${line}\u001b[0m`);
  }
  return lines.join('\n');
}
