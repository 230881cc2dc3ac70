import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { join, splice } from "../../../server/gzip-splice";
import { createPageCache } from "../../../server/page-cache";

const placeholders = { nonce: "nonceSTANDIN", csrf: "csrfSTANDIN" };
const page = (text: string) => ({ status: 200, contentType: "text/html", html: text });

function cache(maxEntries = 2) {
  return createPageCache({ maxEntries, placeholders, valueLengths: { nonce: 3, csrf: 4 } });
}

describe("the page cache (decision 100)", () => {
  test("a page is kept on its URL's second render, with its stand-ins cut out and filled per answer", () => {
    const pages = cache();
    const html = '<script nonce="nonceSTANDIN"></script><input value="csrfSTANDIN"><i nonce="nonceSTANDIN">';
    pages.offer("/a", page(html));
    expect(pages.get("/a")).toBeUndefined();
    pages.offer("/a", page(html));
    const kept = pages.get("/a")!;
    expect(kept.slots).toEqual(["nonce", "csrf", "nonce"]);
    const values = ["n-1", "tok1", "n-1"];
    const expected = '<script nonce="n-1"></script><input value="tok1"><i nonce="n-1">';
    expect(join(kept.body, values).toString()).toBe(expected);
    expect(gunzipSync(splice(kept.body, values)).toString()).toBe(expected);
  });

  test("bounded: the least recently served page leaves first", () => {
    const pages = cache(2);
    for (const key of ["/a", "/b"]) for (const _ of [1, 2]) pages.offer(key, page(key));
    expect(pages.get("/a")).toBeDefined(); // now the most recent
    for (const _ of [1, 2]) pages.offer("/c", page("/c"));
    expect(pages.size).toBe(2);
    expect(pages.get("/b")).toBeUndefined();
    expect(pages.get("/a")).toBeDefined();
    expect(pages.get("/c")).toBeDefined();
  });
});
