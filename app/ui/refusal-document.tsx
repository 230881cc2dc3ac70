import * as it from "../copy/it";
import { CardPage } from "./shell/card-page";
import { documentTitleIn, PublicConfigContext, type PublicConfig } from "./shell/public-config";
import { RefusalCard, type RefusalView } from "./shell/refusal";

/**
 * The whole page of a refusal the server answers before the application runs (server/refuse.ts): the
 * app's own stylesheet, card and footer, no script.
 */
export function RefusalDocument({ view, config, stylesheet }: { view: RefusalView; config: PublicConfig; stylesheet: string | null }) {
  return (
    <html lang={it.language.code}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${documentTitleIn(config, it.language.code)} - ${view.title}`}</title>
        {stylesheet ? <link rel="stylesheet" href={stylesheet} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <PublicConfigContext.Provider value={config}>
          <CardPage>
            <RefusalCard view={view} />
          </CardPage>
        </PublicConfigContext.Provider>
      </body>
    </html>
  );
}
