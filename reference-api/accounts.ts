import type { Queryable } from "./db/database";
import type { ActionRequired, Fields } from "./dialect";
import { REQUIRED_CONSENT_CODES } from "./reference-data/consents";
import type { Phone } from "./validation";
import { isDisposableEmail, isValidEmail, normalizeEmail } from "./validation";

/** Stored statuses. "Unconfirmed" and the other pending states are derived, see pendingAction. */
export type AccountStatus = "active" | "blocked" | "closing" | "disabled" | "inactive" | "thin";

export interface Account {
  id: number;
  demoKey: string | null;
  email: string | null;
  prefix: string | null;
  mobile: string | null;
  passwordHash: string | null;
  tempPasswordHash: string | null;
  tempPasswordExpiresAt: Date | null;
  lastResetSentAt: Date | null;
  name: string | null;
  surname: string | null;
  fiscalCode: string | null;
  status: AccountStatus;
  phoneConfirmed: boolean;
  emailConfirmed: boolean;
  mustChangePassword: boolean;
  billingData: unknown;
}

interface AccountRow {
  id: number;
  demo_key: string | null;
  email: string | null;
  prefix: string | null;
  mobile: string | null;
  password_hash: string | null;
  temp_password_hash: string | null;
  temp_password_expires_at: Date | null;
  last_reset_sent_at: Date | null;
  name: string | null;
  surname: string | null;
  fiscal_code: string | null;
  status: AccountStatus;
  phone_confirmed: boolean;
  email_confirmed: boolean;
  must_change_password: boolean;
  billing_data: unknown;
}

const COLUMNS: Record<keyof Omit<Account, "id">, keyof AccountRow> = {
  demoKey: "demo_key",
  email: "email",
  prefix: "prefix",
  mobile: "mobile",
  passwordHash: "password_hash",
  tempPasswordHash: "temp_password_hash",
  tempPasswordExpiresAt: "temp_password_expires_at",
  lastResetSentAt: "last_reset_sent_at",
  name: "name",
  surname: "surname",
  fiscalCode: "fiscal_code",
  status: "status",
  phoneConfirmed: "phone_confirmed",
  emailConfirmed: "email_confirmed",
  mustChangePassword: "must_change_password",
  billingData: "billing_data",
};

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    demoKey: row.demo_key,
    email: row.email,
    prefix: row.prefix,
    mobile: row.mobile,
    passwordHash: row.password_hash,
    tempPasswordHash: row.temp_password_hash,
    tempPasswordExpiresAt: row.temp_password_expires_at,
    lastResetSentAt: row.last_reset_sent_at,
    name: row.name,
    surname: row.surname,
    fiscalCode: row.fiscal_code,
    status: row.status,
    phoneConfirmed: row.phone_confirmed,
    emailConfirmed: row.email_confirmed,
    mustChangePassword: row.must_change_password,
    billingData: row.billing_data,
  };
}

export type AccountFields = Partial<Omit<Account, "id">>;

function columnsAndValues(fields: AccountFields): { columns: string[]; values: unknown[] } {
  const columns: string[] = [];
  const values: unknown[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    columns.push(COLUMNS[key as keyof typeof COLUMNS]);
    values.push(key === "billingData" && value !== null ? JSON.stringify(value) : value);
  }
  return { columns, values };
}

export async function insertAccount(db: Queryable, fields: AccountFields & { status: AccountStatus }, now: Date): Promise<Account> {
  const { columns, values } = columnsAndValues(fields);
  const placeholders = values.map((_, i) => `$${i + 1}`);
  const result = await db.query<AccountRow>(
    `insert into accounts (${[...columns, "created_at", "updated_at"].join(", ")})
     values (${[...placeholders, `$${values.length + 1}`, `$${values.length + 1}`].join(", ")}) returning *`,
    [...values, now],
  );
  return toAccount(result.rows[0] as AccountRow);
}

export async function updateAccount(db: Queryable, id: number, fields: AccountFields, now: Date): Promise<void> {
  const { columns, values } = columnsAndValues(fields);
  const assignments = columns.map((column, i) => `${column} = $${i + 1}`);
  assignments.push(`updated_at = $${values.length + 1}`);
  await db.query(`update accounts set ${assignments.join(", ")} where id = $${values.length + 2}`, [...values, now, id]);
}

export async function findAccountById(db: Queryable, id: number): Promise<Account | undefined> {
  const result = await db.query<AccountRow>("select * from accounts where id = $1", [id]);
  return result.rows[0] && toAccount(result.rows[0]);
}

export async function findAccountByEmail(db: Queryable, email: string): Promise<Account | undefined> {
  const result = await db.query<AccountRow>("select * from accounts where lower(email) = $1", [normalizeEmail(email)]);
  return result.rows[0] && toAccount(result.rows[0]);
}

export async function findAccountsByPhone(db: Queryable, phone: Phone): Promise<Account[]> {
  const result = await db.query<AccountRow>("select * from accounts where prefix = $1 and mobile = $2 order by id", [
    phone.prefix,
    phone.mobile,
  ]);
  return result.rows.map(toAccount);
}

export async function setConsents(
  db: Queryable,
  accountId: number,
  consents: ReadonlyArray<{ code: string; accepted: boolean }>,
  now: Date,
): Promise<void> {
  for (const consent of consents) {
    await db.query(
      `insert into account_consents (account_id, consent_code, accepted, updated_at) values ($1, $2, $3, $4)
       on conflict (account_id, consent_code) do update set accepted = excluded.accepted, updated_at = excluded.updated_at`,
      [accountId, consent.code, consent.accepted, now],
    );
  }
}

export async function missingRequiredConsents(db: Queryable, accountId: number): Promise<string[]> {
  const result = await db.query<{ consent_code: string }>(
    "select consent_code from account_consents where account_id = $1 and accepted",
    [accountId],
  );
  const accepted = new Set(result.rows.map((row) => row.consent_code));
  return REQUIRED_CONSENT_CODES.filter((code) => !accepted.has(code));
}

/**
 * The action an account still owes before it may log in, derived from its data rather than
 * stored, so that resolving one action reveals the next one by itself. A temporary password
 * comes first: nothing else should be done with a password sent by e-mail.
 */
export async function pendingAction(db: Queryable, account: Account): Promise<ActionRequired | undefined> {
  if (account.mustChangePassword) return "needChangePassword";
  if (!account.mobile) return "needInsertPhone";
  if (!account.emailConfirmed) return "needConfirmEmail";
  if (!account.phoneConfirmed) return "needConfirmPhone";
  if ((await missingRequiredConsents(db, account.id)).length > 0) return "needAcceptRequiredConsents";
  return undefined;
}

/** The error-body fields of spec §3 that the product carries to the screen of each action. */
export function actionFields(account: Account, action: ActionRequired): Fields {
  switch (action) {
    case "needConfirmPhone":
      return { PhonePrefix: account.prefix ?? undefined, PhoneNumber: account.mobile ?? undefined, Email: account.email ?? undefined };
    case "needConfirmEmail":
      return { Email: account.email ?? undefined };
    case "needInsertPhone":
      return { Email: account.email ?? undefined, Name: account.name ?? undefined, Surname: account.surname ?? undefined };
    default:
      return {};
  }
}

export function userPnr(account: Account): string {
  return `RA${String(account.id).padStart(8, "0")}`;
}

export type EmailVerdict = "NOV" | "BLOCKED_EMAIL" | "USED_EMAIL" | undefined;

export async function checkEmailAvailable(db: Queryable, rawEmail: string): Promise<EmailVerdict> {
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) return "NOV";
  if (isDisposableEmail(email)) return "BLOCKED_EMAIL";
  const existing = await findAccountByEmail(db, email);
  if (existing?.status === "blocked") return "BLOCKED_EMAIL";
  if (existing) return "USED_EMAIL";
  return undefined;
}

export type PhoneVerdict = "BLOCKED_MOBILE" | "USED_MOBILE" | undefined;

/** A thin account does not make its mobile "used": signing up with it finishes that registration. */
export async function checkPhoneAvailable(db: Queryable, phone: Phone): Promise<PhoneVerdict> {
  const owners = (await findAccountsByPhone(db, phone)).filter((account) => account.status !== "thin");
  if (owners.some((account) => account.status === "blocked")) return "BLOCKED_MOBILE";
  if (owners.length > 0) return "USED_MOBILE";
  return undefined;
}

export const CODE_MESSAGES: Record<string, string> = {
  EMAIL_NOV: "Indirizzo e-mail non valido",
  USED_EMAIL: "Indirizzo e-mail già registrato",
  BLOCKED_EMAIL: "Indirizzo e-mail non utilizzabile",
  MOBILE_NOV: "Numero di cellulare non valido",
  USED_MOBILE: "Numero di cellulare già registrato",
  BLOCKED_MOBILE: "Numero di cellulare non utilizzabile",
};
