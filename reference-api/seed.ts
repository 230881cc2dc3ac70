import type { AccountFields, AccountStatus } from "./accounts";
import { insertAccount, setConsents, updateAccount } from "./accounts";
import type { Database } from "./db/database";
import { hashPassword } from "./passwords";
import { KNOWN_CONSENT_CODES } from "./reference-data/consents";

export const DEMO_PASSWORD = "Parcheggio.2026";

/** A demo account's shape; the fresh accounts of tests (fresh-accounts.ts) take the same, without a key. */
export interface DemoAccount {
  key: string | null;
  email: string | null;
  mobile: string | null;
  name: string | null;
  surname: string | null;
  status: AccountStatus;
  phoneConfirmed?: boolean;
  emailConfirmed?: boolean;
  mustChangePassword?: boolean;
  privacyAccepted?: boolean;
}

/** Exactly the accounts of design §6; README.md says what each one shows. */
export const DEMO_ACCOUNTS: readonly (DemoAccount & { key: string })[] = [
  { key: "mario.rossi", email: "mario.rossi@example.com", mobile: "3401234567", name: "Mario", surname: "Rossi", status: "active" },
  { key: "giulia.bianchi", email: "giulia.bianchi@example.com", mobile: "3401234568", name: "Giulia", surname: "Bianchi", status: "blocked" },
  { key: "luca.verdi", email: "luca.verdi@example.com", mobile: "3401234569", name: "Luca", surname: "Verdi", status: "closing" },
  { key: "anna.neri", email: "anna.neri@example.com", mobile: "3401234570", name: "Anna", surname: "Neri", status: "disabled" },
  { key: "paolo.gallo", email: "paolo.gallo@example.com", mobile: "3401234571", name: "Paolo", surname: "Gallo", status: "active", phoneConfirmed: false },
  { key: "sara.conti", email: "sara.conti@example.com", mobile: "3401234572", name: "Sara", surname: "Conti", status: "active", emailConfirmed: false },
  { key: "marco.ricci", email: "marco.ricci@example.com", mobile: "3401234573", name: "Marco", surname: "Ricci", status: "active", privacyAccepted: false },
  { key: "elena.marino", email: "elena.marino@example.com", mobile: "3401234574", name: "Elena", surname: "Marino", status: "active", mustChangePassword: true },
  { key: "franco.greco", email: "franco.greco@example.com", mobile: null, name: "Franco", surname: "Greco", status: "active", phoneConfirmed: false },
  { key: "chiara.lombardi", email: "chiara.lombardi@example.com", mobile: "3401234575", name: "Chiara", surname: "Lombardi", status: "inactive" },
  { key: "laura.fontana", email: "laura.fontana@example.com", mobile: "3409999999", name: "Laura", surname: "Fontana", status: "active" },
  { key: "davide.fontana", email: "davide.fontana@example.com", mobile: "3409999999", name: "Davide", surname: "Fontana", status: "active" },
  { key: "thin", email: null, mobile: "3355550000", name: null, surname: null, status: "thin", phoneConfirmed: false, emailConfirmed: false },
];

export function demoFields(demo: DemoAccount, passwordHash: string): AccountFields & { status: AccountStatus } {
  return {
    demoKey: demo.key,
    email: demo.email,
    prefix: demo.mobile ? "+39" : null,
    mobile: demo.mobile,
    passwordHash: demo.status === "thin" ? null : passwordHash,
    tempPasswordHash: null,
    tempPasswordExpiresAt: null,
    lastResetSentAt: null,
    name: demo.name,
    surname: demo.surname,
    fiscalCode: null,
    status: demo.status,
    phoneConfirmed: demo.phoneConfirmed ?? true,
    emailConfirmed: demo.emailConfirmed ?? true,
    mustChangePassword: demo.mustChangePassword ?? false,
    billingData: null,
  };
}

/** Privacy accepted unless the account is the one owing it; every other consent declined. */
export function demoConsents(demo: DemoAccount): { code: string; accepted: boolean }[] {
  return KNOWN_CONSENT_CODES.map((code) => ({ code, accepted: code === "PRIVACY" ? demo.privacyAccepted ?? true : false }));
}

let passwordHash: Promise<string> | undefined;

/**
 * The hash every demo and fresh account gets, made once per process: they share a published password
 * anyway, and each scrypt costs ~50 ms of CPU, which the tests paid on every reset (one per unit test).
 */
export function demoPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  return passwordHash;
}

/**
 * Creates the demo accounts that are missing; with `reset`, also puts every existing one back
 * in its documented state (password, status, codes, blocks and sessions), so a demo path that
 * was walked through can be walked again.
 */
export async function seedDemoAccounts(db: Database, now: Date, options: { reset: boolean; only?: string }): Promise<void> {
  const existing = await db.query<{ id: number; demo_key: string }>("select id, demo_key from accounts where demo_key is not null");
  const ids = new Map(existing.rows.map((row) => [row.demo_key, row.id]));
  const todo = DEMO_ACCOUNTS.filter((demo) => (options.reset || !ids.has(demo.key)) && (options.only === undefined || demo.key === options.only));
  if (todo.length === 0) return;
  const hash = await demoPasswordHash();
  await db.transaction(async (tx) => {
    for (const demo of todo) {
      const fields = demoFields(demo, hash);
      let id = ids.get(demo.key);
      if (id === undefined) {
        id = (await insertAccount(tx, fields, now)).id;
      } else {
        await tx.query("delete from sessions where account_id = $1", [id]);
        await tx.query("delete from otp_codes where account_id = $1", [id]);
        await tx.query("delete from otp_guards where account_id = $1", [id]);
        await updateAccount(tx, id, fields, now);
      }
      await setConsents(tx, id, demoConsents(demo), now);
    }
  });
}
