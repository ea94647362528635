// How a Sprout server process stops on SIGTERM or SIGINT (docs/decisions/251, 256): it stops taking connections,
// lets the API requests in flight answer (lib/http/drain.ts; new ones on open connections get 503), waits until
// every answer has been written, then stops its job workers, closes the database and exits. Sprout owns the stop:
// Next's own handler (start-server) would exit as soon as its connections closed, while the database was still
// closing, and a route's answer could be cut by an exit that came before Next had written it.
import type http from "node:http";
import { closeDatabase } from "@/lib/db/client";
import { drain } from "@/lib/http/drain";
import { stopWorkers } from "@/lib/jobs/queue";
import { servingServers } from "./peer-address";

const SIGNALS = ["SIGINT", "SIGTERM"] as const;

/** Resolves once `server` has closed (every connection ended), closing connections as they fall idle. */
function closed(server: http.Server, maxMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const done = () => {
      clearInterval(idle);
      clearTimeout(late);
      resolve();
    };
    const late = setTimeout(() => {
      server.closeAllConnections();
      done();
    }, maxMs);
    // close() again only to hear its 'close': emitted once the last connection has ended (at once if none is left).
    server.close(done);
  });
}

/** Stops the process as the header says, then exits 0. */
export async function stopServer(maxMs = 10_000): Promise<never> {
  const servers = servingServers();
  for (const server of servers) if (server.listening) server.close();
  try {
    await drain(maxMs, (n) =>
      console.log(`[sprout] stopping: ${n} request${n === 1 ? "" : "s"} in flight will answer first`),
    );
    await Promise.all(servers.map((server) => closed(server, maxMs)));
    await stopWorkers();
    await closeDatabase();
  } finally {
    process.exit(0);
  }
}

/** Replaces Next's signal handlers with stopServer (once per process). */
export function stopOnSignals(): void {
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
    process.once(signal, () => void stopServer());
  }
}
