import { randomInt } from "node:crypto";
import { insertAccount, setConsents } from "./accounts";
import type { Database } from "./db/database";
import { DEMO_PASSWORD, demoConsents, demoFields, demoPasswordHash, type DemoAccount } from "./seed";

type FreshShape = Pick<DemoAccount, "status" | "phoneConfirmed" | "emailConfirmed" | "privacyAccepted" | "mustChangePassword"> & {
  noMobile?: true;
  noEmail?: true;
  noName?: true;
  /** Two accounts sharing the mobile. */
  pair?: true;
};

/**
 * Dev and Test only: a new account in one of the demo accounts' states (design §6), with an e-mail and
 * a mobile nobody else has, so each test walks an account of its own and no test waits for another
 * (decision 152). Named after what the login answers: the status, or the action owed.
 */
const FRESH_STATES = {
  active: { status: "active" },
  blocked: { status: "blocked" },
  closing: { status: "closing" },
  disabled: { status: "disabled" },
  inactive: { status: "inactive" },
  needConfirmPhone: { status: "active", phoneConfirmed: false },
  needConfirmEmail: { status: "active", emailConfirmed: false },
  needAcceptRequiredConsents: { status: "active", privacyAccepted: false },
  needChangePassword: { status: "active", mustChangePassword: true },
  needInsertPhone: { status: "active", phoneConfirmed: false, noMobile: true },
  // No e-mail, no password, no name: a customer who once gave only the phone (decision 080).
  thin: { status: "thin", phoneConfirmed: false, emailConfirmed: false, noEmail: true, noName: true },
  // Two active accounts sharing one mobile: a login by that number is ambiguous (decision 041).
  ambiguous: { status: "active", pair: true },
} as const satisfies Record<string, FreshShape>;

export type FreshState = keyof typeof FRESH_STATES;

export const FRESH_STATE_NAMES = Object.keys(FRESH_STATES) as FreshState[];

export function isFreshState(value: unknown): value is FreshState {
  return typeof value === "string" && Object.hasOwn(FRESH_STATES, value);
}

export interface FreshAccount {
  Email: string | null;
  Prefix: string | null;
  Mobile: string | null;
  Password: string;
  Name: string | null;
  Surname: string | null;
}

/** Digits nobody has: a number whose e-mail or mobile is taken is drawn again. */
async function unusedDigits(db: Database): Promise<string> {
  for (;;) {
    const digits = String(randomInt(0, 10_000_000)).padStart(7, "0");
    const taken = await db.query("select 1 from accounts where email like $1 or mobile = $2", [`fresh.${digits}%`, mobileOf(digits)]);
    if (taken.rows.length === 0) return digits;
  }
}

// 366 is an Italian mobile range no demo account uses.
const mobileOf = (digits: string) => `366${digits}`;

/** Creates the account (two for `ambiguous`) and answers what a test needs to log in with it. */
export async function createFreshAccounts(db: Database, now: Date, state: FreshState): Promise<FreshAccount[]> {
  const shape: FreshShape = FRESH_STATES[state];
  const hash = await demoPasswordHash();
  const digits = await unusedDigits(db);
  const people = (shape.pair ? ["Laura", "Davide"] : ["Prova"]).map((name, index): DemoAccount => ({
    key: null,
    email: shape.noEmail ? null : `fresh.${digits}.${index + 1}@example.com`,
    mobile: shape.noMobile ? null : mobileOf(digits),
    name: shape.noName ? null : name,
    surname: shape.noName ? null : "Prova",
    status: shape.status,
    phoneConfirmed: shape.phoneConfirmed,
    emailConfirmed: shape.emailConfirmed,
    privacyAccepted: shape.privacyAccepted,
    mustChangePassword: shape.mustChangePassword,
  }));
  await db.transaction(async (tx) => {
    for (const person of people) {
      const account = await insertAccount(tx, demoFields(person, hash), now);
      await setConsents(tx, account.id, demoConsents(person), now);
    }
  });
  return people.map((person) => ({ Email: person.email, Prefix: person.mobile ? "+39" : null, Mobile: person.mobile, Password: DEMO_PASSWORD, Name: person.name, Surname: person.surname }));
}
