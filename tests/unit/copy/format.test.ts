import { describe, expect, it } from "vitest";
import { formatDate, formatEuro, formatNumber, formatTime } from "../../../app/copy/format";
import { attemptsLeft, codeRejected, consents } from "../../../app/copy/it";

// 2026-03-05 09:41 UTC is 10:41 in Rome (CET, UTC+1); 2026-07-05 08:41 UTC is 10:41 in Rome (CEST).
const winter = Date.UTC(2026, 2, 5, 9, 41);
const summer = Date.UTC(2026, 6, 5, 8, 41);

describe("locale formats of spec §9 (decision 097)", () => {
  it("dates are dd/MM/yy", () => {
    expect(formatDate(winter)).toBe("05/03/26");
    expect(formatDate(new Date(Date.UTC(2026, 11, 31, 23, 30)))).toBe("01/01/27");
  });

  it("times are HH:mm, Italian wall clock, summer time included", () => {
    expect(formatTime(winter)).toBe("10:41");
    expect(formatTime(summer)).toBe("10:41");
    expect(formatTime(Date.UTC(2026, 2, 5, 23, 5))).toBe("00:05");
  });

  it("decimals take a comma, thousands a period", () => {
    expect(formatNumber(1234.5)).toBe("1.234,50");
    expect(formatNumber(0.5, 1)).toBe("0,5");
    expect(formatNumber(1234567.891)).toBe("1.234.567,89");
  });

  it("amounts are in euro with the symbol", () => {
    expect(formatEuro(3.5)).toBe("3,50\u00a0€");
    expect(formatEuro(1234.5)).toBe("1.234,50\u00a0€");
  });
});

describe("attempts left in correct Italian (issue 12)", () => {
  it.each([
    [1, "resta 1 tentativo"],
    [2, "restano 2 tentativi"],
    [3, "restano 3 tentativi"],
    [0, "non restano altri tentativi"],
  ])("%i → %s", (count, text) => {
    expect(attemptsLeft(count)).toBe(text);
  });

  it("a refused code names them when the upstream does", () => {
    expect(codeRejected(1)).toBe("Codice non valido: resta 1 tentativo.");
    expect(codeRejected(4)).toBe("Codice non valido: restano 4 tentativi.");
    expect(codeRejected(undefined)).toBe("Codice non valido");
  });
});

describe("a missing required consent's message (issue 21: its long label is said once, by its box)", () => {
  const label = "Dichiaro di aver letto l'informativa sul trattamento dei dati personali e acconsento al trattamento";
  it.each([
    { label, required: 1, message: "Per continuare devi accettare il consenso obbligatorio" },
    { label, required: 2, message: "Per continuare devi accettare il consenso obbligatorio «Dichiaro di aver letto l'informativa…»" },
    { label: "Condizioni  del servizio ", required: 3, message: "Per continuare devi accettare il consenso obbligatorio «Condizioni del servizio»" },
  ])("$required required: $message", ({ label: text, required, message }) => {
    expect(consents.missing(text, required)).toBe(message);
  });
});
