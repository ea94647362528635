// A connection cut at the moment it is handed out fails its queries and never crashes the process (CI caught one
// during the import-job fault test: the server's FATAL arrived in the same packet as the connection's
// ReadyForQuery). A loopback proxy in front of the real PostgreSQL server delivers exactly that packet.
import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openClient, openPool } from "./pool";

const TERMINATED = "terminating connection due to administrator command";

function errorResponse(message: string): Buffer {
  const fields = Buffer.concat(
    [
      ["S", "FATAL"],
      ["V", "FATAL"],
      ["C", "57P01"],
      ["M", message],
    ].map(([k, v]) => Buffer.from(`${k}${v}\0`)),
  );
  const body = Buffer.concat([fields, Buffer.from([0])]);
  const head = Buffer.alloc(5);
  head.write("E", 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** Forwards to PostgreSQL; the server's ReadyForQuery after sign-in goes out with a FATAL in the same write. */
function cuttingProxy(target: URL): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.on("error", () => undefined);
    upstream.on("error", () => undefined);
    client.pipe(upstream);
    let pending = Buffer.alloc(0);
    upstream.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      // Server messages: a type byte, then a length that counts itself.
      for (let at = 0; at + 5 <= pending.length;) {
        const end = at + 1 + pending.readInt32BE(at + 1);
        if (end > pending.length) break;
        if (pending[at] === 0x5a /* Z: ReadyForQuery */) {
          client.end(Buffer.concat([pending.subarray(0, end), errorResponse(TERMINATED)]));
          upstream.destroy();
          return;
        }
        at = end;
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const url = new URL(target);
      url.hostname = "127.0.0.1";
      url.port = String((server.address() as net.AddressInfo).port);
      resolve({
        url: url.toString(),
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    }),
  );
}

/** Resolves when the connection has closed (events.once would reject on the 'error' the cut also emits). */
const ended = (c: { once(event: "end", fn: () => void): unknown }) => new Promise<void>((r) => c.once("end", r));

describe("a connection the server cuts as it is handed out", () => {
  let proxy: Awaited<ReturnType<typeof cuttingProxy>>;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  beforeAll(async () => {
    proxy = await cuttingProxy(new URL(process.env.DATABASE_URL!));
    process.on("uncaughtException", onUncaught);
  });
  afterAll(async () => {
    process.off("uncaughtException", onUncaught);
    await proxy.close();
  });
  afterEach(() => {
    uncaught.length = 0;
  });

  it("from the pool (a Prisma transaction's checkout): its query fails with the cut, the process goes on", async () => {
    const pool = openPool(proxy.url, 2);
    const conn = await pool.connect();
    await ended(conn); // the FATAL has been read and the connection closed
    await expect(conn.query("SELECT 1")).rejects.toThrow(/terminat|not queryable|connection/i);
    conn.release(true);
    await pool.end();
    expect(uncaught).toEqual([]);
  });

  it("on a standalone connection (migrations, restore): the same", async () => {
    const client = openClient(proxy.url);
    await client.connect();
    await ended(client);
    await expect(client.query("SELECT 1")).rejects.toThrow(/terminat|not queryable|connection/i);
    await client.end().catch(() => undefined);
    expect(uncaught).toEqual([]);
  });
});
