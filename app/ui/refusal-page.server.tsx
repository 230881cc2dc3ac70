import { renderToStaticMarkup } from "react-dom/server.edge";
import { RefusalDocument } from "./refusal-document";
import type { PublicConfig } from "./shell/public-config";
import { refusalView, type RefusalView } from "./shell/refusal";

/** The whole branded page of a refusal: the app's card, help links and footer, no script. */
export function refusalPage(view: RefusalView, config: PublicConfig, stylesheet: string | null): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<RefusalDocument view={view} config={config} stylesheet={stylesheet} />)}`;
}

/**
 * What the server needs to answer a refusal before or instead of the application (server/refuse.ts).
 * Each language's build exports it from its entry (app/entry.server.tsx), so a refusal's card, links
 * and footer are in the page's language, as its words are (decision 164).
 */
export const refusals = { view: refusalView, page: refusalPage };
export type Refusals = typeof refusals;
