import type { Queryable } from "./db/database";
import type { CallerLanguage } from "./culture";

export interface OutboxMessage {
  id: number;
  channel: "sms" | "email";
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

export async function writeOutbox(
  db: Queryable,
  message: { channel: "sms" | "email"; to: string; subject?: string; body: string },
  now: Date,
): Promise<void> {
  await db.query("insert into outbox (channel, recipient, subject, body, created_at) values ($1, $2, $3, $4, $5)", [
    message.channel,
    message.to,
    message.subject ?? null,
    message.body,
    now,
  ]);
}

/** Newest first: the message a person is waiting for is the one they just triggered. */
export async function listOutbox(db: Queryable, limit = 200): Promise<OutboxMessage[]> {
  const result = await db.query<{
    id: number;
    channel: "sms" | "email";
    recipient: string;
    subject: string | null;
    body: string;
    created_at: Date;
  }>("select * from outbox order by id desc limit $1", [limit]);
  return result.rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  }));
}

const italian = {
  /**
   * The last line is the origin-bound one of WebOTP (`@host #code`): a browser on that host may fill
   * the code in by itself, and refuses to on any other site.
   */
  smsCode: (code: string, host = "localhost") =>
    `Parcheggi: il tuo codice di verifica è ${code}. Scade tra 10 minuti. Non condividerlo con nessuno.\n\n@${host} #${code}`,
  emailCodeSubject: "Conferma il tuo indirizzo e-mail",
  emailCode: (code: string, link?: string) =>
    `Ciao,\n\nil tuo codice per confermare l'indirizzo e-mail è ${code}.\n` +
    (link ? `Oppure apri questo link per confermarlo: ${link}\n` : "") +
    `Scade tra 10 minuti.\n\nSe non hai richiesto tu questo codice, ignora questo messaggio.`,
  resetSubject: "La tua password temporanea",
  reset: (password: string) =>
    `Ciao,\n\nabbiamo ricevuto una richiesta di recupero della password.\nPassword temporanea: ${password}\n\nAccedi entro 24 ore con questa password: ti chiederemo di sceglierne una nuova.\nSe non hai richiesto tu il recupero, ignora questo messaggio: la tua password attuale resta valida.`,
};

const english: typeof italian = {
  smsCode: (code: string, host = "localhost") =>
    `Parcheggi: your verification code is ${code}. It expires in 10 minutes. Do not share it with anyone.\n\n@${host} #${code}`,
  emailCodeSubject: "Confirm your email address",
  emailCode: (code: string, link?: string) =>
    `Hello,\n\nYour code to confirm your email address is ${code}.\n` +
    (link ? `Or open this link to confirm it: ${link}\n` : "") +
    `It expires in 10 minutes.\n\nIf you did not ask for this code, ignore this message.`,
  resetSubject: "Your temporary password",
  reset: (password: string) =>
    `Hello,\n\nWe received a request to recover your password.\nTemporary password: ${password}\n\nSign in within 24 hours with this password: we will ask you to choose a new one.\nIf you did not ask to recover it, ignore this message: your current password still works.`,
};

export const messagesIn: Record<CallerLanguage, typeof italian> = { it: italian, en: english };
