/**
 * The opt-in to spec §9's fade on page loads from our own pages (every move without JavaScript): a
 * cross-document view transition, while motion is welcome. It is written inline in the head rather
 * than in app.css because Chromium decides the new page's opt-in as soon as the page can show: when
 * the rule was still on its way in the stylesheet, the old page reported "Transition was aborted
 * because of invalid state. ViewTransition opt-in disabled" (issue 25 item 7). The durations stay in
 * app.css, which may arrive later without harm.
 */
export const PAGE_LOAD_FADE_CSS = "@media (prefers-reduced-motion: no-preference) { @view-transition { navigation: auto; } }";
