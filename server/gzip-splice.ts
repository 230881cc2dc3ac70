import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";

/**
 * Gzip for pages that are the same for everyone but for a few short values of fixed length (issue 13):
 * the fixed parts are compressed once, ending each on a byte boundary with a sync flush, and every
 * answer is stitched together from them and the values of the moment, stored uncompressed (RFC 1951
 * §3.2.4). A single valid gzip member: any browser reads it, at no compression cost per answer.
 *
 * Each part is compressed with everything before it as its dictionary, so it still refers back to
 * earlier text (a page of twenty small parts would otherwise compress to a third more). The values are
 * NUL bytes in that dictionary: HTML never holds one, so no reference can reach into a value, and the
 * distances hold because every value has the length given here.
 */
export type SplicedGzip = {
  parts: Buffer[];
  compressed: Buffer[];
  valueLengths: number[];
  /** Each part's CRC-32 and the operator that carries a running CRC over its length: no page is read twice per answer. */
  crcs: number[];
  shifts: number[];
};

const WINDOW = 32 * 1024;

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
// The last block: empty, stored, final.
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

// CRC-32 combination, as zlib's crc32_combine (RFC 1952's polynomial, reflected): the CRC of a
// running text followed by a part is shift(part) applied to the running CRC, xor the part's own CRC.
const POLY = 0xedb88320;

/** a·b modulo the CRC polynomial, both reflected. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

// x^(2^n) modulo the polynomial, n = 0..31.
const X2N: number[] = [0x40000000];
for (let n = 1; n < 32; n++) X2N.push(multiplyModP(X2N[n - 1]!, X2N[n - 1]!));

/** The operator x^(8·bytes): multiplying a CRC by it appends that many zero bytes. */
function shiftOver(bytes: number): number {
  let p = 0x80000000;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multiplyModP(X2N[k & 31]!, p);
  return p;
}

/** Compresses the fixed parts once; part i is followed, in every answer, by a value of valueLengths[i] bytes. */
export function prepare(parts: string[], valueLengths: number[]): SplicedGzip {
  const raw = parts.map((part) => Buffer.from(part, "utf8"));
  const compressed: Buffer[] = [];
  let before = Buffer.alloc(0);
  raw.forEach((part, index) => {
    const dictionary = before.subarray(Math.max(0, before.length - WINDOW));
    compressed.push(deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary.length ? { dictionary } : {}) }));
    before = Buffer.concat([before, part, Buffer.alloc(valueLengths[index] ?? 0)]).subarray(-WINDOW);
  });
  // Never crc32 of an empty buffer: zlib reads a null pointer as "start again" and answers 0 either way.
  const crcs = raw.map((part) => (part.length > 0 ? crc32(part) : 0));
  return { parts: raw, compressed, valueLengths, crcs, shifts: raw.map((part) => shiftOver(part.length)) };
}

function stored(value: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < value.length; start += MAX_STORED) {
    const chunk = value.subarray(start, start + MAX_STORED);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return blocks;
}

/** The whole page as one gzip member, given one value after each fixed part but the last. */
export function splice(prepared: SplicedGzip, values: string[]): Buffer {
  const bytes = values.map((value) => Buffer.from(value, "utf8"));
  // A value of another length would shift what the parts refer back to: compress the page whole.
  if (bytes.some((value, index) => value.length !== prepared.valueLengths[index])) return gzipSync(join(prepared, values));
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  prepared.parts.forEach((part, index) => {
    out.push(prepared.compressed[index]!);
    crc = (multiplyModP(prepared.shifts[index]!, crc) ^ prepared.crcs[index]!) >>> 0;
    size += part.length;
    const value = bytes[index];
    if (value === undefined || value.length === 0 || index === prepared.parts.length - 1) return;
    out.push(...stored(value));
    crc = crc32(value, crc);
    size += value.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(LAST_BLOCK, trailer);
  return Buffer.concat(out);
}

/** The same page uncompressed. */
export function join(prepared: SplicedGzip, values: string[]): Buffer {
  const out: Buffer[] = [];
  prepared.parts.forEach((part, index) => {
    out.push(part);
    if (index < prepared.parts.length - 1) out.push(Buffer.from(values[index] ?? "", "utf8"));
  });
  return Buffer.concat(out);
}
