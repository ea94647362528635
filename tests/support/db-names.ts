// Test databases live on the PostgreSQL server (TEST_DATABASE_URL, default 127.0.0.1:5432), one per
// vitest worker, cloned from a migrated template. TEST_DB_PREFIX keeps parallel checkouts apart.
export const serverUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
export const prefix = (process.env.TEST_DB_PREFIX ?? "sprout_test").replace(/[^a-z0-9_]/gi, "_");
export const templateName = `${prefix}_template`;

export function urlFor(database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}
