import type { Router } from "express";
import type { Context } from "../context";
import type { OutboxMessage } from "../outbox";
import { listOutbox } from "../outbox";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Makes the confirmation links of e-mails clickable (absolute, see confirmEmailLink). */
function linkify(escaped: string): string {
  return escaped.replace(/\b(https?:\/\/[^\s<]+\/v2\/Account\/ConfirmEmailLink\?[^\s<]+)/g, '<a href="$1">$1</a>');
}

function renderRow(message: OutboxMessage): string {
  return `<tr>
<td><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt.replace("T", " ").slice(0, 19))}</time></td>
<td>${message.channel === "sms" ? "SMS" : "E-mail"}</td>
<td>${escapeHtml(message.to)}</td>
<td>${message.subject ? `<strong>${escapeHtml(message.subject)}</strong><br>` : ""}<pre>${linkify(escapeHtml(message.body))}</pre></td>
</tr>`;
}

/** A page for people trying the product: the codes and e-mails it would have sent, newest first. */
function renderPage(messages: OutboxMessage[]): string {
  const rows = messages.length
    ? messages.map(renderRow).join("\n")
    : '<tr><td colspan="4">Nessun messaggio inviato.</td></tr>';
  return `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Posta in uscita - API di riferimento</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;margin:0;font:inherit}
</style>
</head>
<body>
<h1>Posta in uscita</h1>
<p>SMS ed e-mail che l'API di riferimento avrebbe inviato, dal più recente. <a href="outbox">Aggiorna</a></p>
<table>
<thead><tr><th scope="col">Data (UTC)</th><th scope="col">Canale</th><th scope="col">Destinatario</th><th scope="col">Messaggio</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}

export function outboxRoutes(router: Router, ctx: Context): void {
  router.get("/outbox", async (_req, res) => {
    res.set("Cache-Control", "no-store").type("html").send(renderPage(await listOutbox(ctx.db)));
  });
  router.get("/outbox.json", async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await listOutbox(ctx.db));
  });
}
