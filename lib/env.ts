// The one place that reads process.env. Everything else imports `env`.
import { z } from "zod";

const DEV_SECRET = "sprout-development-secret-change-me-0123456789";

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
  /** IANA zone of the school: a child's screen-time day starts at its midnight (docs/decisions/092). */
  SCHOOL_TIME_ZONE: z.string().default("UTC"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
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
    throw new Error("AUTH_SECRET must be set (32+ random characters) when running on a PostgreSQL server in production.");
  }
  return {
    ...e,
    authSecret: secret ?? DEV_SECRET,
    isEmbeddedDb: !e.DATABASE_URL,
    seedDemo: e.SPROUT_SEED_DEMO ? e.SPROUT_SEED_DEMO === "1" : !e.DATABASE_URL,
    googleConfigured: Boolean(e.GOOGLE_CLIENT_ID),
    stripeConfigured: Boolean(e.STRIPE_SECRET_KEY),
  };
}

export type Env = ReturnType<typeof load>;
export const env: Env = load();
