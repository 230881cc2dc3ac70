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
export type SplicedGzip = { parts: Buffer[]; compressed: Buffer[]; valueLengths: number[] };

const WINDOW = 32 * 1024;

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
// The last block: empty, stored, final.
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

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
  return { parts: raw, compressed, valueLengths };
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
    // Never with an empty buffer: zlib reads a null pointer as "start again" and answers 0.
    if (part.length > 0) crc = crc32(part, crc);
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
