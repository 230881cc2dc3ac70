import { prepare, type SplicedGzip } from "./gzip-splice";

/**
 * Rendered pages that depend on their URL alone (issue 13), kept per URL with the stand-ins of the
 * per-response values (server/per-response.ts) cut out, and compressed once. Bounded: the least
 * recently served page leaves first. A page is kept the second time its URL is rendered: compressing
 * it for keeps costs about as much again as rendering it, which a crawl of one-off query strings
 * must not be able to buy.
 */
export type Slot = "nonce" | "csrf";
/** `routeId`: the route that rendered it, its label in metrics when it is served again. */
export type CachedPage = { status: number; contentType: string; body: SplicedGzip; slots: Slot[]; routeId?: string };

export function createPageCache(options: {
  maxEntries: number;
  placeholders: Record<Slot, string>;
  /** The length of every value of a slot (a nonce, a token): compression relies on it. */
  valueLengths: Record<Slot, number>;
}) {
  const pages = new Map<string, CachedPage>();
  const seenOnce = new Set<string>();
  const slotOf = new Map<string, Slot>(Object.entries(options.placeholders).map(([slot, text]) => [text, slot as Slot]));
  const pattern = new RegExp([...slotOf.keys()].join("|"), "g");

  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (page) {
        // Most recently served last: Map keeps insertion order.
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    /** Keeps the page if its URL was rendered before; otherwise notes the URL. */
    offer(key: string, page: { status: number; contentType: string; html: string; routeId?: string }): void {
      if (!seenOnce.delete(key)) {
        seenOnce.add(key);
        // Oldest first: a Set keeps insertion order.
        if (seenOnce.size > options.maxEntries * 4) seenOnce.delete(seenOnce.values().next().value!);
        return;
      }
      const parts: string[] = [];
      const slots: Slot[] = [];
      let from = 0;
      for (const match of page.html.matchAll(pattern)) {
        parts.push(page.html.slice(from, match.index));
        slots.push(slotOf.get(match[0])!);
        from = match.index + match[0].length;
      }
      parts.push(page.html.slice(from));
      pages.delete(key);
      pages.set(key, { status: page.status, contentType: page.contentType, body: prepare(parts, slots.map((slot) => options.valueLengths[slot])), slots, routeId: page.routeId });
      while (pages.size > options.maxEntries) pages.delete(pages.keys().next().value!);
    },
    get size(): number {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
