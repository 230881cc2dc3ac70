import { isValidPhoneNumber } from "libphonenumber-js";

export const DISPOSABLE_EMAIL_DOMAINS: readonly string[] = [
  "mailinator.com",
  "yopmail.com",
  "guerrillamail.com",
  "trashmail.com",
  "10minutemail.com",
];

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email);
}

export function isDisposableEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  return DISPOSABLE_EMAIL_DOMAINS.includes(domain);
}

export type Phone = { prefix: string; mobile: string };

/** Accepts "+39", "39" and "0039"; missing prefix means Italy, as in the product's default. */
export function normalizePrefix(prefix: string | undefined): string {
  const digits = (prefix ?? "").replace(/\D/g, "").replace(/^00/, "");
  return `+${digits || "39"}`;
}

export function normalizeMobile(mobile: string): string {
  return mobile.replace(/[\s\-./()]/g, "");
}

export function parsePhone(prefix: string | undefined, mobile: string | undefined): Phone | undefined {
  if (!mobile) return undefined;
  const normalized = normalizeMobile(mobile);
  if (!/^\d{4,15}$/.test(normalized)) return undefined;
  const phone = { prefix: normalizePrefix(prefix), mobile: normalized };
  return isValidPhoneNumber(`${phone.prefix}${phone.mobile}`) ? phone : undefined;
}

export function phoneTarget(phone: Phone): string {
  return `${phone.prefix}${phone.mobile}`;
}

export function isValidFiscalCode(code: string): boolean {
  return /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/i.test(code);
}
