import { language } from "./it/shell/language";

/**
 * Spec §9's locale formats, in one place, all through Intl so separators and symbols never drift:
 * dates dd/MM/yy, times HH:mm, a comma for decimals and a period for thousands, amounts in EUR.
 * Times are Italian wall-clock times whatever zone the server runs in: the customers are in Italy.
 */
export const LOCALE: string = language.intl;
export const TIME_ZONE = "Europe/Rome";

/**
 * Made on first use: an Intl formatter with a time zone costs a phone over 30 ms to build (issue 46), and
 * a page that loads this module may never format a date, or only once it has hydrated.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormat = once(() => new Intl.DateTimeFormat(LOCALE, { day: "2-digit", month: "2-digit", year: "2-digit", timeZone: TIME_ZONE }));
const timeFormat = once(() => new Intl.DateTimeFormat(LOCALE, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: TIME_ZONE }));
// "always": Intl's it-IT leaves four-digit numbers ungrouped (1234,50); spec §9 groups them (1.234,50).
const euroFormat = once(() => new Intl.NumberFormat(LOCALE, { style: "currency", currency: "EUR", useGrouping: "always" }));

type Instant = Date | number;

/** dd/MM/yy, e.g. 05/03/26. */
export function formatDate(value: Instant): string {
  return dateFormat().format(value);
}

/** HH:mm on a 24-hour clock, e.g. 10:41. */
export function formatTime(value: Instant): string {
  return timeFormat().format(value);
}

/** A decimal number: comma for decimals, period for thousands (1.234,50). */
export function formatNumber(value: number, fractionDigits = 2): string {
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: "always",
  }).format(value);
}

/** An amount in euro with the symbol after it, as Italians write it: 1.234,50 €. */
export function formatEuro(value: number): string {
  return euroFormat().format(value);
}
