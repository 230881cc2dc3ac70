import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { Transaction } from "@electric-sql/pglite";
import { migrate } from "./schema";

/**
 * In memory (gone when closed) or in a directory. Either may start from an image of another (PGlite's
 * `dumpDataDir`), which skips initdb: seconds per database in the tests. A directory given an image must
 * be new.
 */
export type DatabaseOption = { kind: "memory"; image?: Blob } | { kind: "dir"; path: string; image?: Blob };

/** What both the database and an open transaction can do; repositories accept either. */
export type Queryable = Pick<Transaction, "query" | "exec">;

export interface Database extends Queryable {
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Postgres's default 128 MB of shared buffers, set up at each start, made half of a start's CPU (~0.4 s
// of ~0.9 s): the reference data fit in a few.
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export async function openDatabase(option: DatabaseOption): Promise<Database> {
  const options = { startParams: START_PARAMS, ...(option.image ? { loadDataDir: option.image } : {}) };
  let pg: PGlite;
  if (option.kind === "dir") {
    await mkdir(option.path, { recursive: true });
    pg = await PGlite.create(option.path, options);
  } else {
    pg = await PGlite.create(options);
  }
  await pg.transaction(migrate);
  return {
    query: (sql, params, options) => pg.query(sql, params, options),
    exec: (sql, options) => pg.exec(sql, options),
    transaction: (work) => pg.transaction(work),
    close: () => pg.close(),
  };
}
