/** Case- and accent-insensitive form used to match what a person types against a name. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[’`]/g, "'")
    .toLowerCase()
    .trim();
}

/** Names starting with the text first, then names containing it, each group alphabetical. */
export function rankMatches<T>(items: readonly T[], name: (item: T) => string, text: string, limit: number): T[] {
  const needle = foldForSearch(text);
  const starts: T[] = [];
  const contains: T[] = [];
  for (const item of items) {
    const folded = foldForSearch(name(item));
    if (folded.startsWith(needle)) starts.push(item);
    else if (folded.includes(needle)) contains.push(item);
  }
  const byName = (a: T, b: T) => name(a).localeCompare(name(b), "it");
  return [...starts.sort(byName), ...contains.sort(byName)].slice(0, limit);
}
