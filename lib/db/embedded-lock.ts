// PGlite has no lock between processes: two servers on one data directory each see only their own writes
// and corrupt it. The first process binds a Unix-domain socket in Linux's abstract namespace, named after the
// data directory's real path; a second one gets EADDRINUSE and is refused. The kernel frees the name when the
// process dies, however it dies (SIGKILL, a zombie not yet reaped, a recycled pid): nothing can go stale
// (docs/decisions/180). The same socket is the server's control channel: `npm run backup` asks a running server
// for its dump through it (lib/db/backup.ts), proving with a token that only the data directory's owner can read.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { closeSync, openSync, readFileSync, realpathSync, rmSync, writeFileSync, writeSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/** Answers one command on the control channel: the text sent back to the client. */
export type ControlHandler = (command: string) => Promise<string>;

type Held = { server: net.Server; handlers: Map<string, ControlHandler> };
const g = globalThis as unknown as { __sproutDirLocks?: Map<string, Held> };
const held = (g.__sproutDirLocks ??= new Map());

/** The abstract socket name of a data directory: the same for every path that leads to it. */
export function lockSocketName(dir: string): string {
  const real = realpathSync(dir);
  return `\0sprout-${createHash("sha256").update(real).digest("hex").slice(0, 32)}`;
}

const TOKEN_FILE = "control-token";

/** The token a client must send on the control channel: readable by whoever can read the data directory. */
export function readControlToken(dir: string): string {
  return readFileSync(path.join(dir, TOKEN_FILE), "utf8").trim();
}

function refused(dir: string, who: string): Error {
  return new Error(
    `Another Sprout process (${who}) is using the embedded database in ${dir}. ` +
      `Stop it first, or set DATABASE_URL to run several instances on a PostgreSQL server.`,
  );
}

function serveControl(dir: string, server: net.Server, handlers: Map<string, ControlHandler>) {
  const token = randomBytes(24).toString("base64url");
  writeFileSync(path.join(dir, TOKEN_FILE), token, { mode: 0o600 });
  server.on("connection", (socket) => {
    socket.on("error", () => undefined);
    let input = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      input += chunk;
      if (input.length > 4096) return void socket.destroy();
      const newline = input.indexOf("\n");
      if (newline < 0) return;
      socket.pause();
      const [sent, command] = input.slice(0, newline).split(" ");
      const handler = handlers.get(command ?? "");
      const given = Buffer.from(sent ?? "");
      const expected = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return void socket.end("ERR wrong control token\n");
      }
      if (!handler) return void socket.end(`ERR unknown command ${command}\n`);
      handler(command)
        .then((body) => socket.end(`OK\n${body}`))
        .catch((error: Error) => socket.end(`ERR ${error.message}\n`));
    });
  });
}

// Outside Linux there is no abstract namespace: a pid file, as before (a developer's machine, not a school's server).
function pidFileLock(dir: string): () => void {
  const file = path.join(dir, "sprout.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(file, { force: true });
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (owner === process.pid) return () => {};
      try {
        process.kill(owner, 0);
        throw refused(dir, `pid ${owner}`);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ESRCH") throw e;
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

/**
 * Locks `dir` for this process's life (or until the returned release). A second call in the same process is a
 * no-op; another live process holding it makes this throw, naming the directory.
 */
export function acquireDataDirLock(dir: string): () => void {
  if (process.platform !== "linux") return pidFileLock(dir);
  const name = lockSocketName(dir);
  if (held.has(name)) return () => {};
  const server = net.createServer();
  let failure: NodeJS.ErrnoException | undefined;
  server.on("error", (error: NodeJS.ErrnoException) => (failure ??= error));
  server.listen({ path: name });
  // The bind happens synchronously inside listen(); only its error event is deferred.
  if (!server.listening) {
    server.close();
    throw refused(dir, "another process holds its lock");
  }
  if (failure) throw failure;
  server.unref();
  const handlers = new Map<string, ControlHandler>();
  held.set(name, { server, handlers });
  serveControl(dir, server, handlers);
  return () => {
    held.delete(name);
    server.close();
  };
}

/** Lets the process holding `dir`'s lock answer `command` on its control channel (e.g. "backup"). */
export function onControlCommand(dir: string, command: string, handler: ControlHandler): void {
  if (process.platform !== "linux") return;
  held.get(lockSocketName(dir))?.handlers.set(command, handler);
}

/**
 * Sends `command` to the process holding `dir`'s lock. Resolves to its answer, or to null when no process holds
 * it (nobody listening): the caller may then open the directory itself.
 */
export function sendControlCommand(dir: string, command: string): Promise<string | null> {
  if (process.platform !== "linux") return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ path: lockSocketName(dir) });
    const chunks: Buffer[] = [];
    socket.on("connect", () => socket.write(`${readControlToken(dir)} ${command}\n`));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNREFUSED" || error.code === "ENOENT" ? resolve(null) : reject(error),
    );
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (text.startsWith("OK\n")) resolve(text.slice(3));
      else reject(new Error(text.replace(/^ERR /, "").trim() || "the server closed the control channel"));
    });
  });
}
