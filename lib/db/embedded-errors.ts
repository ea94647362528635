// The embedded database's errors, named as on the server (issue 41): pglite-prisma-adapter hands Prisma every
// database error as a raw { kind: "postgres", code } where @prisma/adapter-pg names its kind, so a taken username
// was P2002 (a 409, a field message) on PostgreSQL and an unknown DriverAdapterError (a 500) on PGlite. This maps
// the SQLSTATEs Sprout reads exactly as adapter-pg's mapDriverError does, on every statement and transaction.
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

type RawError = { kind?: unknown; code?: string; message?: string; detail?: string; column?: string };

/** adapter-pg's kind for a PostgreSQL error, for the codes Prisma turns into its own (P2002, P2003, P2011…). */
export function driverErrorKind(raw: RawError): Record<string, unknown> | null {
  const fields = raw.detail?.match(/Key \(([^)]+)\)/)?.[1]?.split(", ");
  const constraint = fields ? { fields } : undefined;
  switch (raw.code) {
    case "23505":
      return { kind: "UniqueConstraintViolation", constraint };
    case "23502":
      return { kind: "NullConstraintViolation", constraint };
    case "23503":
      return { kind: "ForeignKeyConstraintViolation", constraint: raw.column ? { fields: [raw.column] } : undefined };
    case "22001":
      return { kind: "LengthMismatch", column: raw.column };
    case "22003":
      return { kind: "ValueOutOfRange", cause: raw.message };
    case "40001":
      return { kind: "TransactionWriteConflict" };
    default:
      return null;
  }
}

/** Renames a DriverAdapterError's raw cause in place (Prisma reads `cause.kind`), keeping the SQLSTATE. */
function named(error: unknown): unknown {
  const e = error as { name?: unknown; cause?: RawError };
  if (e && e.name === "DriverAdapterError" && e.cause?.kind === "postgres") {
    const kind = driverErrorKind(e.cause);
    if (kind) e.cause = { ...kind, originalCode: e.cause.code, originalMessage: e.cause.message } as RawError;
  }
  return error;
}

const QUERIES = new Set<PropertyKey>(["queryRaw", "executeRaw", "executeScript", "startTransaction"]);

/** The adapter (or one of its transactions) with its errors named; a transaction it starts is wrapped too. */
function withNamedErrors<T extends object>(target: T): T {
  return new Proxy(target, {
    get(t, prop) {
      const value = Reflect.get(t, prop, t) as unknown;
      if (typeof value !== "function") return value;
      if (!QUERIES.has(prop)) return value.bind(t);
      return async (...args: unknown[]) => {
        try {
          const result = await value.apply(t, args);
          return prop === "startTransaction" ? withNamedErrors(result as object) : result;
        } catch (error) {
          throw named(error);
        }
      };
    },
  });
}

class EmbeddedAdapterFactory extends PrismaPGlite {
  override async connect() {
    return withNamedErrors(await super.connect());
  }
}

/** Prisma's adapter for the embedded database, whose errors read as the server's. */
export function embeddedAdapter(pglite: PGlite) {
  return new EmbeddedAdapterFactory(pglite);
}
