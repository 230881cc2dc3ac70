import { randomFillSync } from "node:crypto";

/**
 * Random bytes for the per-answer values (nonce, CSRF token, session IV), taken from a block filled
 * by the CSPRNG 4 KB at a time: one call into OpenSSL per ~200 answers instead of two or three per
 * answer (issue 13 measured 7% of a kept page's CPU there). Each byte is handed out once.
 */
const BLOCK = 4096;
let block = randomFillSync(Buffer.allocUnsafeSlow(BLOCK));
let offset = 0;

export function randomBytesFast(size: number): Buffer {
  if (size > BLOCK) return randomFillSync(Buffer.alloc(size));
  if (offset + size > BLOCK) {
    block = randomFillSync(Buffer.allocUnsafeSlow(BLOCK));
    offset = 0;
  }
  // A view: a block is never written again once handed out (a refill takes a new one).
  const bytes = block.subarray(offset, offset + size);
  offset += size;
  return bytes;
}
