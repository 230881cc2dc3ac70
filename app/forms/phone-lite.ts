// The browser's stand-in for libphonenumber-js/min (vite.config.ts aliases it for the client build
// only): the browser checks a number's shape and its calling code, the server normalises with the real
// library. Its ~27 KB of metadata came down with every form's checks for that alone (decision 131).
// The list is the library's own, and tests/unit/forms/phone-lite.test.ts keeps the two equal.

/** Every country calling code the library knows: a prefix-free set, so at most one begins a number. */
export const CALLING_CODES = "1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98 211 212 213 216 218 220 221 222 223 224 225 226 227 228 229 230 231 232 233 234 235 236 237 238 239 240 241 242 243 244 245 246 247 248 249 250 251 252 253 254 255 256 257 258 260 261 262 263 264 265 266 267 268 269 290 291 297 298 299 350 351 352 353 354 355 356 357 358 359 370 371 372 373 374 375 376 377 378 380 381 382 383 385 386 387 389 420 421 423 500 501 502 503 504 505 506 507 508 509 590 591 592 593 594 595 596 597 598 599 670 672 673 674 675 676 677 678 679 680 681 682 683 685 686 687 688 689 690 691 692 850 852 853 855 856 880 886 960 961 962 963 964 965 966 967 968 970 971 972 973 974 975 976 977 992 993 994 995 996 998";

const codes = /* @__PURE__ */ new Set(CALLING_CODES.split(" "));

/** The "countries" mobile-number.ts asks for: here the calling codes themselves. */
export function getCountries(): string[] {
  return [...codes];
}

export function getCountryCallingCode(country: string): string {
  return country;
}

/** "+<code><national digits>" split at the one calling code it starts with; undefined when none does. */
export function parsePhoneNumberFromString(text: string): { countryCallingCode: string; nationalNumber: string } | undefined {
  const digits = text.slice(1);
  for (let length = 1; length <= 3; length += 1) {
    const code = digits.slice(0, length);
    if (codes.has(code) && digits.length > length) return { countryCallingCode: code, nationalNumber: digits.slice(length) };
  }
  return undefined;
}
