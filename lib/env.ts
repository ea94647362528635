// The one place that reads process.env. Everything else imports `env`.
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";

/**
 * Without AUTH_SECRET, a random secret made on first start and kept in the data folder (mode 0600), so no
 * deployment ever signs tokens with a value published in the source. During `next build` nothing is written
 * (a build must not bake a secret into an image): a throwaway value is used.
 */
export function dataFolderSecret(dir: string, isBuild = false): string {
  if (isBuild) return randomBytes(32).toString("base64url");
  const file = path.join(dir, "auth-secret");
  const read = () => {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    return readFileSync(file, "utf8").trim();
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 }); // owner-only whatever the umask (issue 41)
  try {
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error; // another process made it first
  }
  return read();
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  /** Folder of the embedded PGlite database when DATABASE_URL is not set. */
  SPROUT_DATA_DIR: z.string().default(".data"),
  APP_URL: z.string().url().default("http://localhost:3000"),
  /** Signs every token (access, refresh, web session). 32+ characters; rotate by restarting all instances. */
  AUTH_SECRET: z.string().min(32).optional(),
  NEXTAUTH_SECRET: z.string().min(32).optional(),
  /** smtp://user:pass@host:port or smtps://…; unset writes mail to the server log. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Sprout <no-reply@sprout.local>"),
  CONTACT_EMAIL: z.string().email().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Base URL of Google's APIs (userinfo, tokeninfo); tests point it at a local stand-in. */
  GOOGLE_API_URL: z.string().url().default("https://www.googleapis.com/"),
  GOOGLE_OAUTH_URL: z.string().url().default("https://oauth2.googleapis.com/"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.string().url().optional(),
  /** Print demo accounts' passwords and create them if missing. On by default for the embedded database. */
  SPROUT_SEED_DEMO: z.enum(["0", "1"]).optional(),
  /**
   * Proxies whose X-Forwarded-For / X-Forwarded-Host are believed: IP addresses or CIDR ranges, comma
   * separated (e.g. "127.0.0.1,10.0.0.0/8"). Empty: no proxy is trusted, the socket's peer is the client.
   */
  TRUST_PROXY: z.string().max(2000).default(""),
  /** IANA zone of the school: a child's screen-time day starts at its midnight (docs/decisions/092). */
  SCHOOL_TIME_ZONE: z
    .string()
    .default("UTC")
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "SCHOOL_TIME_ZONE must be an IANA time zone such as America/Toronto."),
  /**
   * Deployment administrators (docs/decisions/130): verified email addresses, comma separated, who create
   * organizations and licenses and grant license requests. Empty: the earliest organizer account is the one.
   */
  SPROUT_ADMIN_EMAILS: z.string().max(4000).default(""),
  /**
   * 0 turns off the named prepared statements of the hot reads (docs/decisions/150, third pass): needed behind
   * PgBouncer in transaction mode before 1.21 (or with max_prepared_statements = 0). On by default.
   */
  SPROUT_PREPARE: z.enum(["0", "1"]).default("1"),
  /**
   * 0 confirms every request's session in a statement of its own, as before docs/decisions/254; 1 (default) lets
   * the dashboards' read-only lists carry the check in their own statement.
   */
  SPROUT_FOLD_SESSION: z.enum(["0", "1"]).default("1"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** Where `npm run backup` and the nightly backup write (docs/decisions/182). Default: <SPROUT_DATA_DIR>/backups. */
  SPROUT_BACKUP_DIR: z.string().optional(),
  /** Nightly backups kept; older ones are deleted after each new one. */
  SPROUT_BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Hour (0-23, in SCHOOL_TIME_ZONE) of the nightly backup. */
  SPROUT_BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(2),
  /** 1 runs the nightly backup, 0 does not. On by default for the embedded database only. */
  SPROUT_BACKUP_NIGHTLY: z.enum(["0", "1"]).optional(),
  /**
   * Worker threads for CPU-heavy work (roster and CSV files, card PDFs, exports; issue 41, lib/jobs/pool.ts).
   * Default: one less than the cores, at least 1. 0 runs that work on the request thread (for comparison only).
   */
  SPROUT_POOL_THREADS: z.coerce.number().int().min(0).max(256).optional(),
  /** Heavy tasks waiting for a worker thread; past this a request is refused with 503 and Retry-After. */
  SPROUT_POOL_QUEUE: z.coerce.number().int().min(1).max(10_000).default(16),
});

function load() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  const secret = e.AUTH_SECRET ?? e.NEXTAUTH_SECRET;
  if (!secret && e.NODE_ENV === "production" && e.DATABASE_URL) {
    throw new Error(
      "AUTH_SECRET must be set (32+ random characters) when running on a PostgreSQL server in production.",
    );
  }
  let generated: string | undefined;
  return {
    ...e,
    /** Read lazily, so importing the env (as `next build` does) writes nothing. */
    get authSecret(): string {
      return (
        secret ??
        (generated ??= dataFolderSecret(e.SPROUT_DATA_DIR, process.env.NEXT_PHASE === "phase-production-build"))
      );
    },
    isEmbeddedDb: !e.DATABASE_URL,
    prepareStatements: e.SPROUT_PREPARE === "1",
    foldSession: e.SPROUT_FOLD_SESSION === "1",
    backupDir: e.SPROUT_BACKUP_DIR ?? path.join(e.SPROUT_DATA_DIR, "backups"),
    nightlyBackup: e.SPROUT_BACKUP_NIGHTLY ? e.SPROUT_BACKUP_NIGHTLY === "1" : !e.DATABASE_URL,
    seedDemo: e.SPROUT_SEED_DEMO ? e.SPROUT_SEED_DEMO === "1" : !e.DATABASE_URL,
    googleConfigured: Boolean(e.GOOGLE_CLIENT_ID),
    stripeConfigured: Boolean(e.STRIPE_SECRET_KEY),
  };
}

export type Env = ReturnType<typeof load>;
export const env: Env = load();
