export const DEFAULT_CLIENT_REDIRECTS: Readonly<Record<string, string>> = {
  "parcheggi-web": "https://parcheggi.example.it/",
};

export type RedirectResolution = { ok: true; url: string } | { ok: false; message: string };

/**
 * A client may ask to land anywhere on its own registered origin, never elsewhere: the upstream
 * must not become an open redirect for whoever knows a client name.
 */
export function resolveClientRedirect(
  clients: Readonly<Record<string, string>>,
  client: string | undefined,
  redirect: string | undefined,
): RedirectResolution {
  if (!client) return { ok: false, message: "Client non specificato" };
  const registered = Object.hasOwn(clients, client) ? clients[client] : undefined;
  if (!registered) return { ok: false, message: "Client non riconosciuto" };
  if (!redirect) return { ok: true, url: registered };
  let url: URL;
  try {
    url = new URL(redirect);
  } catch {
    return { ok: false, message: "Redirect non valido" };
  }
  if (url.origin !== new URL(registered).origin || url.username || url.password) {
    return { ok: false, message: "Redirect non consentito per il client" };
  }
  return { ok: true, url: url.href };
}
