import { Client } from "pg";
import { buildWorkers } from "../../scripts/build-workers.mjs";
import { migrate } from "../../lib/db/migrate";
import { sqlFromPg } from "../../lib/db/sql";
import { serverUrl, templateName, urlFor } from "./db-names";

export default async function setup() {
  // The worker threads' bundle (lib/jobs/pool.ts), from the sources under test.
  await buildWorkers();
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${templateName}"`);
  await admin.end();
  const tpl = new Client({ connectionString: urlFor(templateName) });
  await tpl.connect();
  await migrate(sqlFromPg(tpl));
  await tpl.end();
}
