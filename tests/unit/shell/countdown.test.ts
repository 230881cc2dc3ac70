import { describe, expect, it } from "vitest";
import { formatCountdown } from "../../../app/copy/it";

describe("formatCountdown", () => {
  it.each([
    [0, "00:00"],
    [-5, "00:00"],
    [0.2, "00:01"],
    [59, "00:59"],
    [60, "01:00"],
    [125, "02:05"],
    [900, "15:00"],
  ])("%s s reads %s", (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
