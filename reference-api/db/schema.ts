import type { Transaction } from "@electric-sql/pglite";

/**
 * Ordered, append-only list of migrations. A database remembers the last one applied, so a
 * persisted data/ directory from an older checkout is brought forward at start-up instead of
 * being thrown away. Never edit a migration that has shipped: add a new one.
 */
export const migrations: ReadonlyArray<{ version: number; sql: string }> = [
  {
    version: 1,
    sql: `
      create table settings (key text primary key, value text not null);

      create table accounts (
        id serial primary key,
        demo_key text unique,
        email text,
        prefix text,
        mobile text,
        password_hash text,
        temp_password_hash text,
        temp_password_expires_at timestamptz,
        last_reset_sent_at timestamptz,
        name text,
        surname text,
        fiscal_code text,
        status text not null,
        phone_confirmed boolean not null default false,
        email_confirmed boolean not null default false,
        must_change_password boolean not null default false,
        billing_data jsonb,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create unique index accounts_email_key on accounts (lower(email)) where email is not null;
      create index accounts_mobile_idx on accounts (prefix, mobile);

      create table account_consents (
        account_id integer not null references accounts(id) on delete cascade,
        consent_code text not null,
        accepted boolean not null,
        updated_at timestamptz not null,
        primary key (account_id, consent_code)
      );

      create table sessions (
        id_hash text primary key,
        kind text not null,
        account_id integer not null references accounts(id) on delete cascade,
        data jsonb not null default '{}'::jsonb,
        created_at timestamptz not null,
        expires_at timestamptz not null
      );

      create table otp_codes (
        id serial primary key,
        account_id integer not null references accounts(id) on delete cascade,
        flow text not null,
        target text not null,
        code_hash text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        consumed_at timestamptz
      );
      create index otp_codes_lookup on otp_codes (account_id, flow);

      create table otp_guards (
        account_id integer not null references accounts(id) on delete cascade,
        channel text not null,
        failed_attempts integer not null default 0,
        sends integer not null default 0,
        last_sent_at timestamptz,
        last_target text,
        blocked_until timestamptz,
        primary key (account_id, channel)
      );

      create table outbox (
        id serial primary key,
        channel text not null,
        recipient text not null,
        subject text,
        body text not null,
        created_at timestamptz not null
      );
    `,
  },
];

export async function migrate(tx: Transaction): Promise<void> {
  await tx.exec("create table if not exists schema_migrations (version integer primary key)");
  const applied = await tx.query<{ version: number }>("select version from schema_migrations");
  const done = new Set(applied.rows.map((row) => row.version));
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    await tx.exec(migration.sql);
    await tx.query("insert into schema_migrations (version) values ($1)", [migration.version]);
  }
}
