import { describe, expect, test } from "vitest";
import { randomBytesFast } from "../../../app/security/random.server";

describe("pooled random bytes (issue 13)", () => {
  test("every value is handed out once, across many refills, and keeps its bytes", () => {
    const values = Array.from({ length: 2000 }, () => randomBytesFast(16));
    const copies = values.map((value) => value.toString("hex"));
    expect(new Set(copies).size).toBe(2000);
    // Later refills never change what an earlier caller holds.
    expect(values.map((value) => value.toString("hex"))).toEqual(copies);
    expect(values.every((value) => value.length === 16)).toBe(true);
  });

  test("sizes larger than a block are served too", () => {
    expect(randomBytesFast(10_000)).toHaveLength(10_000);
    expect(randomBytesFast(12)).toHaveLength(12);
  });
});
