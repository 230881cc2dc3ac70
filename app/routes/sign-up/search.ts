import { data } from "react-router";
import { searchCities, searchCountries } from "../../actions/sign-up.server";
import { cityOptions, countryOptions } from "./search-options";
import type { Route } from "./+types/search";
import { urlOf } from "../../request-url";

/**
 * Resource route feeding the sign-up's comboboxes (design §5): `/sign-up/search/countries?q=Fra`
 * (SearchNazioni) and `/sign-up/search/cities?q=Mil` (SearchComuni), as `{ options }`. Reference data
 * only, nothing about any account: a GET without a token.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const text = urlOf(request).searchParams.get("q") ?? "";
  const headers = { "Cache-Control": "private, max-age=300" };
  if (params.list === "countries") {
    if (!text.trim()) return data({ options: [] }, { headers });
    return data({ options: countryOptions((await searchCountries({ request, context }, text)) ?? []) }, { headers });
  }
  if (params.list === "cities") {
    if (text.trim().length < 2) return data({ options: [] }, { headers });
    return data({ options: cityOptions((await searchCities({ request, context }, text)) ?? []) }, { headers });
  }
  throw new Response(null, { status: 404 });
}
