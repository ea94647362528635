// A cluster worker for tests/ops/cluster.test.ts: what a Sprout process shares with the others through
// PostgreSQL, served through Sprout's own modules (sessions, authentication, the rate limit, the database):
//   GET  /pid               this process's pid
//   POST /session?user=ID   a new session for the user (lib/auth/sessions.ts): its access token
//   GET  /me                the bearer's user id through authenticate(), or 401
//   POST /limited           one try against a rule of 3 a minute (lib/http/rate-limit.ts): 200, or 429
//   POST /write?key=K       one audit entry with request id K; GET /keys: every key, one a line
// Each answer carries `x-pid`. It listens on PORT (shared by the workers through the cluster primary).
import { createServer } from "node:http";
import { NextRequest } from "next/server";
import { prisma } from "@/lib/db/client";
import { startSession } from "@/lib/auth/sessions";
import { authenticate } from "@/lib/auth/authenticate";
import { consumeRateLimit } from "@/lib/http/rate-limit";

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://sprout.test");
  const send = (status: number, body: string) => res.writeHead(status, { "x-pid": String(process.pid) }).end(body);
  try {
    if (url.pathname === "/pid") return send(200, String(process.pid));
    if (req.method === "POST" && url.pathname === "/session") {
      return send(200, (await startSession(url.searchParams.get("user") ?? "")).access_token);
    }
    if (url.pathname === "/me") {
      const headers = new Headers({ authorization: req.headers.authorization ?? "" });
      const actor = await authenticate(new NextRequest(url, { headers }));
      return actor ? send(200, actor.id) : send(401, "");
    }
    if (req.method === "POST" && url.pathname === "/limited") {
      return await consumeRateLimit("cluster-test", { max: 3, windowSeconds: 60, message: "Too many." }).then(
        () => send(200, "ok"),
        () => send(429, "limited"),
      );
    }
    if (req.method === "POST" && url.pathname === "/write") {
      const key = url.searchParams.get("key") ?? "";
      await prisma.auditLog.create({ data: { action: "test.write", requestId: key, status: 200, outcome: "success" } });
      return send(200, key);
    }
    if (url.pathname === "/keys") {
      const rows = await prisma.auditLog.findMany({ where: { action: "test.write" }, select: { requestId: true } });
      return send(200, rows.map((r) => r.requestId).join("\n"));
    }
    send(404, "");
  } catch (error) {
    send(500, (error as Error).message);
  }
});
process.once("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
server.listen(Number(process.env.PORT), "127.0.0.1");
