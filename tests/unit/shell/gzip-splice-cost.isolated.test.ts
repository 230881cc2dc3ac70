import * as zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
type Zlib = typeof zlib;

// Counts the bytes each answer runs through CRC-32: the page's fixed parts must not be among them.
vi.mock("node:zlib", async (original) => {
  const actual = await original<Zlib>();
  return { ...actual, crc32: vi.fn(actual.crc32) };
});

const { prepare, splice } = await import("../../../server/gzip-splice");

describe("a kept page's answer (decision 193)", () => {
  it("reads only the values it fills in, never the fixed parts again, and still checks out", () => {
    const page = "<p>Area Riservata</p>".repeat(1000);
    const prepared = prepare([page, page, page], [24, 56]);
    const crc = vi.mocked(zlib.crc32);
    crc.mockClear();
    const values = ["n".repeat(24), "t".repeat(56)];
    const answer = splice(prepared, values);
    const read = crc.mock.calls.reduce((bytes, [data]) => bytes + Buffer.byteLength(data as Buffer), 0);
    expect(read).toBe(24 + 56);
    expect(zlib.gunzipSync(answer).toString("utf8")).toBe(page + values[0] + page + values[1] + page);
  });
});
