import { Client } from "pg";
import { migrate } from "../../lib/db/migrate";
import { sqlFromPg } from "../../lib/db/sql";
import { serverUrl, templateName, urlFor } from "./db-names";

export default async function setup() {
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
