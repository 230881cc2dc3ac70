// The page's language and the footer's way to the other one (issue 25). English has its own copy of
// this area (app/copy/en/shell/language.ts), so each build names its own language.
export const language = {
  /** The `lang` of every page, and the upstream's Culture (spec §7: "it" travels as it-IT). */
  code: "it",
  /** Intl's locale for dates, times and amounts (spec §9). */
  intl: "it-IT",
  /** The footer's link to the other language, written in that language. */
  other: { code: "en", label: "English", hint: "Read this page in English" },
} as const;
