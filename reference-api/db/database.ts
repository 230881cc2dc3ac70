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

export async function openDatabase(option: DatabaseOption): Promise<Database> {
  let pg: PGlite;
  if (option.kind === "dir") {
    await mkdir(option.path, { recursive: true });
    pg = await PGlite.create(option.path, option.image ? { loadDataDir: option.image } : {});
  } else {
    pg = await PGlite.create(option.image ? { loadDataDir: option.image } : {});
  }
  await pg.transaction(migrate);
  return {
    query: (sql, params, options) => pg.query(sql, params, options),
    exec: (sql, options) => pg.exec(sql, options),
    transaction: (work) => pg.transaction(work),
    close: () => pg.close(),
  };
}
