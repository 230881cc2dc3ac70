/** Query parameters as the flow reads and returns them: one value per name. */
export type Query = Readonly<Record<string, string>>;

export type QueryInput = URLSearchParams | Readonly<Record<string, string | undefined>>;

export function toQuery(input: QueryInput): Query {
  const query: Record<string, string> = {};
  const entries = input instanceof URLSearchParams ? input.entries() : Object.entries(input);
  for (const [name, value] of entries) {
    if (value !== undefined && !(name in query)) query[name] = value;
  }
  return query;
}

/** A flag such as fs or fsf is set by any value other than empty, "0" or "false". */
export function isFlagSet(query: Query, name: string): boolean {
  const value = query[name];
  return value !== undefined && value !== "" && value !== "0" && value.toLowerCase() !== "false";
}

export function withoutParams(query: Query, ...names: string[]): Query {
  return Object.fromEntries(Object.entries(query).filter(([name]) => !names.includes(name)));
}
