// A minimal SQL executor over either a node-postgres client or PGlite, for the migration runner and seeding
// steps that must run before Prisma is used.
import type { PGlite } from "@electric-sql/pglite";
import type { Client } from "pg";

export type Sql = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
};

export function sqlFromPg(client: Client): Sql {
  return {
    async query<T>(text: string, params: unknown[] = []) {
      const r = await client.query(text, params);
      return r.rows as T[];
    },
    async exec(text: string) {
      await client.query(text);
    },
  };
}

export function sqlFromPglite(db: PGlite): Sql {
  return {
    async query<T>(text: string, params: unknown[] = []) {
      const r = await db.query(text, params);
      return r.rows as T[];
    },
    async exec(text: string) {
      await db.exec(text);
    },
  };
}
