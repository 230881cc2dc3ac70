import fc from "fast-check";
import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { join, prepare, splice } from "../../../server/gzip-splice";

// Text like a page's: no NUL byte, any other character, parts of any size (empty ones too).
const part = fc.string({ unit: fc.constantFrom(..."<a href=\"/x\">è€ ñ\n\t0123456789abcdefABCDEF".split("")), maxLength: 3000 });
const value = (length: number) => fc.string({ unit: fc.constantFrom(..."abcXYZ019+/=-_".split("")), minLength: length, maxLength: length });

describe("gzip spliced from parts compressed once (issue 13)", () => {
  test("any parts and values of the promised lengths read back as the joined page", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(part, fc.integer({ min: 1, max: 64 })), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (pieces, seed) => {
          const parts = pieces.map(([text]) => text);
          const lengths = pieces.slice(0, -1).map(([, length]) => length);
          const values = lengths.map((length, index) => fc.sample(value(length), { numRuns: 1, seed: seed + index })[0]!);
          const prepared = prepare(parts, lengths);
          const expected = parts.flatMap((text, index) => (index < values.length ? [text, values[index]] : [text])).join("");
          expect(join(prepared, values).toString("utf8")).toBe(expected);
          expect(gunzipSync(splice(prepared, values)).toString("utf8")).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("a page larger than the window and a value longer than a stored block", () => {
    const big = "<p>Area Riservata</p>".repeat(4000);
    const long = "v".repeat(70_000);
    const prepared = prepare([big, big, big], [24, long.length]);
    const values = ["n".repeat(24), long];
    expect(gunzipSync(splice(prepared, values)).toString("utf8")).toBe(big + values[0] + big + long + big);
  });

  test("a value of another length than promised still gives the right page, compressed whole", () => {
    const prepared = prepare(["<script nonce=\"", "\">1</script>"], [24]);
    expect(gunzipSync(splice(prepared, ["short"])).toString("utf8")).toBe('<script nonce="short">1</script>');
  });
});
