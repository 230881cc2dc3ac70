import { describe, expect, it, vi } from "vitest";
import { createPrimerStock } from "../../../app/upstream/primer-stock.server";

// Decision 124: the anonymous anti-forgery answers made ahead for browsers' first posts.
describe("the primer stock", () => {
  function stockOf(size: number, answer: () => Promise<string[]>) {
    const fetchOne = vi.fn(answer);
    return { stock: createPrimerStock({ size, maxAgeMs: 60_000, now: () => 0, fetchOne }), fetchOne };
  }

  it("orders no more than its size, however many primers are used", async () => {
    const { stock, fetchOne } = stockOf(2, async () => ["XSRF-TOKEN=a"]);
    for (let used = 0; used < 5; used += 1) stock.replace();
    expect(fetchOne).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(stock.take()).toEqual(["XSRF-TOKEN=a"]));
    expect(stock.take()).toEqual(["XSRF-TOKEN=a"]);
    expect(stock.take()).toBeUndefined();
  });

  it("hands each answer to one browser only", async () => {
    let made = 0;
    const { stock } = stockOf(3, async () => [`XSRF-TOKEN=t${(made += 1)}`]);
    stock.replace();
    stock.replace();
    await vi.waitFor(() => expect(made).toBe(2));
    const taken = [stock.take(), stock.take(), stock.take()];
    expect(taken).toEqual([["XSRF-TOKEN=t1"], ["XSRF-TOKEN=t2"], undefined]);
  });

  it("keeps nothing from a failed primer, and orders again at the next use", async () => {
    let fail = true;
    const { stock, fetchOne } = stockOf(1, async () => {
      if (fail) throw new Error("upstream down");
      return ["XSRF-TOKEN=b"];
    });
    stock.replace();
    await vi.waitFor(() => expect(fetchOne).toHaveBeenCalledTimes(1));
    expect(stock.take()).toBeUndefined();
    fail = false;
    stock.replace();
    await vi.waitFor(() => expect(stock.take()).toEqual(["XSRF-TOKEN=b"]));
    expect(fetchOne).toHaveBeenCalledTimes(2);
  });

  it("keeps no answer that set no cookie", async () => {
    const { stock, fetchOne } = stockOf(1, async () => []);
    stock.replace();
    await vi.waitFor(() => expect(fetchOne).toHaveBeenCalledTimes(1));
    stock.replace();
    await vi.waitFor(() => expect(fetchOne).toHaveBeenCalledTimes(2));
    expect(stock.take()).toBeUndefined();
  });

  it("with size 0 makes nothing ahead", () => {
    const { stock, fetchOne } = stockOf(0, async () => ["XSRF-TOKEN=c"]);
    stock.replace();
    expect(fetchOne).not.toHaveBeenCalled();
    expect(stock.take()).toBeUndefined();
  });
});
