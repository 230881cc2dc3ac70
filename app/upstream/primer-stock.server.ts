/**
 * Anonymous anti-forgery cookies obtained ahead of need (decision 124). A browser's first form post
 * used to wait for one extra upstream round trip (decision 003's primer) before its own call; the
 * primer is the same anonymous GET for every browser that holds no upstream cookie, so it can be made
 * a moment earlier. Each stocked answer is handed to exactly one browser and never shared; one that
 * waited longer than `maxAgeMs` is thrown away. Every answer taken (or primer made inline because
 * the stock was empty) orders one replacement, so the upstream sees one primer per such post, as
 * before, and an idle server makes no calls at all.
 */
export type PrimerStock = {
  /** The Set-Cookie headers of a fresh primer answer, or undefined when none is in stock. */
  take(): string[] | undefined;
  /** One primer was used (taken or made inline): order its replacement, within the stock's size. */
  replace(): void;
};

type Stocked = { setCookies: string[]; at: number };

export function createPrimerStock(options: {
  size: number;
  maxAgeMs: number;
  now: () => number;
  /** One primer call; resolves to its Set-Cookie headers, rejects when the upstream did not answer. */
  fetchOne: () => Promise<string[]>;
}): PrimerStock {
  const stock: Stocked[] = [];
  let ordered = 0;

  return {
    take() {
      const now = options.now();
      while (stock.length > 0) {
        // The oldest first: a kept answer is the more likely one to go stale.
        const next = stock.shift()!;
        if (now - next.at <= options.maxAgeMs) return next.setCookies;
      }
      return undefined;
    },
    replace() {
      if (stock.length + ordered >= options.size) return;
      ordered += 1;
      options.fetchOne().then(
        (setCookies) => {
          ordered -= 1;
          // An answer without cookies would hand a browser nothing to send back.
          if (setCookies.length > 0) stock.push({ setCookies, at: options.now() });
        },
        () => {
          // A failed primer is only a missed head start: the next post primes inline, as before.
          ordered -= 1;
        },
      );
    },
  };
}
