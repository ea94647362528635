// A Sprout process on the embedded database, for the lock, backup and upgrade tests: it opens SPROUT_DATA_DIR
// through lib/db/client.ts as the server does (lock, PGlite, migrations; the demo data with SEED=1), then serves
//   POST /write?key=K  one audit entry with request id K, answered 200 once committed (an acknowledged write)
//   GET  /keys         the request ids of every entry, one a line
// SIGTERM closes the database cleanly and exits.
// and prints `port=<n>` once listening. Run: node --conditions=react-server --import tsx tests/support/embedded-instance.ts
import { createServer } from "node:http";
import { closeDatabase, ensureDatabaseReady, prisma } from "@/lib/db/client";

await ensureDatabaseReady();
if (process.env.SEED === "1") await (await import("@/lib/server/seed")).seedDemo(); // loaded only to seed

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://sprout.test");
  try {
    if (req.method === "POST" && url.pathname === "/write") {
      const key = url.searchParams.get("key") ?? "";
      await prisma.auditLog.create({ data: { action: "test.write", requestId: key, status: 200, outcome: "success" } });
      res.writeHead(200).end(key);
    } else if (url.pathname === "/keys") {
      const rows = await prisma.auditLog.findMany({ where: { action: "test.write" }, select: { requestId: true } });
      res.writeHead(200).end(rows.map((r) => r.requestId).join("\n"));
    } else res.writeHead(404).end();
  } catch (error) {
    res.writeHead(500).end((error as Error).message);
  }
});
process.once("SIGTERM", () => {
  server.close();
  void closeDatabase().finally(() => process.exit(0)); // the embedded files left clean, as `npm start` does
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`port=${typeof address === "object" && address ? address.port : 0}`);
});
