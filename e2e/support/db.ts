// The e2e server's own database (e2e/support/serve.mjs names it after TEST_DB_PREFIX): for setting up what a
// spec needs but does not test through the screens.
import pg from "pg";

export function e2eDatabaseUrl(): string {
  const server = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const url = new URL(server);
  url.pathname = `/${(process.env.TEST_DB_PREFIX ?? "sprout_test").replace(/[^a-z0-9_]/gi, "_")}_e2e`;
  return url.toString();
}

export async function withE2eDb<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
