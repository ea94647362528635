// A minimal SQL executor over either a node-postgres client or pool, or PGlite: the migration runner and seeding
// steps that run before Prisma is used, and the few hot reads written as one raw statement (docs/decisions/150).
import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import type { Client, Pool } from "pg";

export type QueryOptions = {
  /**
   * A named prepared statement (pg): PostgreSQL parses and plans it once per connection, not on every call.
   * For the hot reads, whose text is one of a few per access rule (docs/decisions/150, third pass). PGlite
   * ignores it.
   */
  prepare?: boolean;
};

export type Sql = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[], opts?: QueryOptions): Promise<T[]>;
  exec(text: string): Promise<void>;
};

/** A stable short name for the statement `text`: the same text gets the same name in every process. */
const NAMES = new Map<string, string>();
export function statementName(text: string): string {
  let name = NAMES.get(text);
  if (name === undefined) {
    name = `sprout_${createHash("sha256").update(text).digest("base64url").slice(0, 22)}`;
    if (NAMES.size < 1000) NAMES.set(text, name);
  }
  return name;
}

/** node-postgres's query config for `text` as a named prepared statement. */
export function preparedQuery(text: string, values: unknown[]) {
  return { name: statementName(text), text, values };
}

/** `prepare: false` turns named statements off (behind a pooler that cannot keep them, SPROUT_PREPARE=0). */
export function sqlFromPg(client: Client | Pool, { prepare = true }: { prepare?: boolean } = {}): Sql {
  return {
    async query<T>(text: string, params: unknown[] = [], opts?: QueryOptions) {
      const r = await (prepare && opts?.prepare
        ? client.query(preparedQuery(text, params))
        : client.query(text, params));
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

/**
 * A date of a json result as a Date: PostgreSQL writes `timestamp(3)` as "2026-01-02T03:04:05.678" and `date` as
 * "2026-01-02", both UTC in Sprout's columns.
 */
export function jsonDate(text: string): Date {
  return new Date(text.length === 10 ? `${text}T00:00:00Z` : `${text}Z`);
}

/** A `timestamp(3)` column (UTC in Sprout's columns) as the text `toISOString()` writes, built by PostgreSQL. */
export function isoSql(column: string): string {
  return `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The json dates under `keys`, at any depth, as Dates (for json built with known keys, not a Json column's). */
export function reviveDates<T>(value: T, keys: readonly string[]): T {
  const wanted = new Set(keys);
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== "object") return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      out[k] = wanted.has(k) && typeof x === "string" ? jsonDate(x) : walk(x);
    }
    return out;
  };
  return walk(value) as T;
}

/** A correlated sub-select of `object` over `from` (a table and its WHERE) as a json array, [] when none. */
export function jsonAgg(object: string, from: string, order = ""): string {
  return `(SELECT coalesce(json_agg(${object}${order ? ` ORDER BY ${order}` : ""}), '[]'::json) FROM ${from})`;
}

/** A `row_to_json` of a table row as Prisma's model: snake_case columns → camelCase fields, `dates` as Dates. */
export function modelFromJson<T>(row: Record<string, unknown>, dates: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const column in row) {
    const v = row[column];
    const field = fieldOf(column);
    out[field] = typeof v === "string" && dates.includes(field) ? jsonDate(v) : v;
  }
  return out as T;
}

/** snake_case column → camelCase field, remembered (the same few columns on every request). */
const FIELDS = new Map<string, string>();
function fieldOf(column: string): string {
  let field = FIELDS.get(column);
  if (field === undefined) {
    field = column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    if (FIELDS.size < 1000) FIELDS.set(column, field);
  }
  return field;
}
