// PGlite has no lock between processes: two servers on one data directory each see only their own writes and
// corrupt it. The first process binds a Unix-domain socket in Linux's abstract namespace; a second one gets
// EADDRINUSE and is refused. The kernel frees the name when the process dies, however it dies (SIGKILL, a zombie
// not yet reaped, a recycled pid): nothing can go stale (docs/decisions/180). Issue 41: an abstract name has no
// permissions, so it is derived from a secret kept in the owner-only folder (unguessable beforehand), and a name
// held by a process that is not Sprout (a squatter who read it from /proc/net/unix) moves to the next secret name.
// The control channel `npm run backup` uses is a socket FILE inside the 0700 folder (only the owner reaches it),
// and each side proves it knows the per-start token before anything derived from it is sent (HMAC both ways).
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  chmodSync,
  closeSync,
  linkSync,
  lstatSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import net from "node:net";
import path from "node:path";
import { assertOwnFolder } from "./private-files";

/** Answers one command on the control channel: the text sent back to the client. */
export type ControlHandler = (command: string) => Promise<string>;

type Held = { handlers: Map<string, ControlHandler> };
const g = globalThis as unknown as { __sproutDirLocks?: Map<string, Held> };
const held = (g.__sproutDirLocks ??= new Map());

const SECRET_FILE = "control-secret";
const TOKEN_FILE = "control-token";
/** The control channel's socket file, inside the data folder. */
export const CONTROL_SOCKET = "control.sock";
const HANDSHAKE_MS = 30_000; // a server busy with a long request still answers within this
const SQUAT_CHECK_MS = 300; // a second process that just took the lock makes its control socket within this

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Writes `text` to `file` (0600) only if no such file exists yet; true when this call made it. */
function createOnce(file: string, text: string): boolean {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, text, { mode: 0o600 });
  try {
    linkSync(partial, file); // whole or nothing: a second process reads either no file or all of it
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  } finally {
    rmSync(partial, { force: true });
  }
}

function readSecret(real: string): string {
  const file = path.join(real, SECRET_FILE);
  createOnce(file, randomBytes(32).toString("base64url"));
  chmodSync(file, 0o600);
  return readFileSync(file, "utf8").trim();
}

/** The next secret after a squatted one: derived, so two processes moving at once agree on it. */
function nextSecret(real: string, secret: string): string {
  const next = createHash("sha256").update(`${secret}\nnext`).digest("base64url");
  const partial = path.join(real, `${SECRET_FILE}.${process.pid}`);
  writeFileSync(partial, next, { mode: 0o600 });
  renameSync(partial, path.join(real, SECRET_FILE));
  return next;
}

/** The abstract socket name of a data directory: its real path and its secret (unknown to other accounts). */
export function lockSocketName(dir: string): string {
  const real = realpathSync(dir);
  return `\0sprout-${sha256(`${real}\n${readSecret(real)}`).slice(0, 32)}`;
}

/** The token of the running server's control channel: readable only by the data directory's owner. */
export function readControlToken(dir: string): string {
  return readFileSync(path.join(dir, TOKEN_FILE), "utf8").trim();
}

function refused(dir: string, who: string): Error {
  return new Error(
    `Another Sprout process (${who}) is using the embedded database in ${dir}. ` +
      `Stop it first, or set DATABASE_URL to run several instances on a PostgreSQL server.`,
  );
}

/** Whether a process listens on the socket file `file` (the kernel's table, no connection made; null: unknown). */
function isListening(file: string): boolean | null {
  let table: string;
  try {
    table = readFileSync("/proc/net/unix", "utf8");
  } catch {
    return null; // no /proc: a holder is taken to be a Sprout, as before issue 41
  }
  return table.split("\n").some((line) => {
    const cols = line.trim().split(/\s+/);
    return cols.slice(7).join(" ") === file && (Number.parseInt(cols[3] ?? "0", 16) & 0x10000) !== 0;
  });
}

function listeningWithin(file: string, ms: number): boolean {
  const wait = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; ; waited += 50) {
    if (isListening(file) !== false) return true;
    if (waited >= ms) return false;
    Atomics.wait(wait, 0, 0, 50);
  }
}

/** Binds `address` at once (listen() binds synchronously; only its error event is deferred), or returns null. */
function bindNow(address: string): net.Server | null {
  const server = net.createServer();
  server.on("error", () => undefined);
  server.listen({ path: address });
  if (!server.listening) {
    server.close();
    return null;
  }
  server.unref();
  return server;
}

const mac = (token: string, text: string) => createHmac("sha256", token).update(text).digest("base64url");

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Calls `onLine` for each line `socket` sends (a line past 4 KB ends the connection). */
function readLines(socket: net.Socket, onLine: (line: string) => void): void {
  let input = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    input += chunk;
    for (let nl = input.indexOf("\n"); nl >= 0; nl = input.indexOf("\n")) {
      const line = input.slice(0, nl);
      input = input.slice(nl + 1);
      onLine(line);
    }
    if (input.length > 4096) socket.destroy();
  });
}

// HELLO <client nonce> → PROOF <mac(server, client nonce)> <server nonce> → <mac(client, server nonce, command)> <command>
function serveControl(real: string, server: net.Server, handlers: Map<string, ControlHandler>) {
  const token = randomBytes(24).toString("base64url");
  const tokenFile = path.join(real, TOKEN_FILE);
  rmSync(tokenFile, { force: true });
  writeFileSync(tokenFile, token, { mode: 0o600 });
  server.on("connection", (socket) => {
    socket.on("error", () => undefined);
    const serverNonce = randomBytes(16).toString("hex");
    let step = 0;
    readLines(socket, (line) => {
      const [first, second] = line.split(" ");
      if (step++ === 0) {
        if (first !== "HELLO" || !second) return void socket.destroy();
        return void socket.write(`PROOF ${mac(token, `server ${second}`)} ${serverNonce}\n`);
      }
      socket.pause();
      const command = second ?? "";
      if (!sameText(first ?? "", mac(token, `client ${serverNonce} ${command}`))) {
        return void socket.end("ERR wrong control token\n");
      }
      const handler = handlers.get(command);
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
      const fd = openSync(file, "wx", 0o600);
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

/** Takes the folder's abstract name, moving past names held by processes that serve no control socket here. */
function takeLockName(dir: string, real: string, socketFile: string): net.Server {
  let secret = readSecret(real);
  for (let moves = 0; ; moves++) {
    const lock = bindNow(`\0sprout-${sha256(`${real}\n${secret}`).slice(0, 32)}`);
    if (lock) return lock;
    if (listeningWithin(socketFile, SQUAT_CHECK_MS)) throw refused(dir, "another process holds its lock");
    if (moves === 3) {
      throw new Error(
        `Cannot lock the embedded database in ${dir}: its lock names are held by processes that are not Sprout ` +
          `(\`ss -xlp | grep sprout-\` as root shows them). Stop them, then start again.`,
      );
    }
    console.warn(
      `[sprout] the lock name of ${dir} is held by a process that is not Sprout (another account may be ` +
        `squatting it): moving the lock to a new secret name`,
    );
    secret = nextSecret(real, secret);
  }
}

/**
 * Locks `dir` for this process's life (or until the returned release) and serves its control channel. A second
 * call in the same process is a no-op; another live process holding it makes this throw, naming the directory.
 */
export function acquireDataDirLock(dir: string): () => void {
  if (process.platform !== "linux") return pidFileLock(dir);
  const real = realpathSync(dir);
  if (held.has(real)) return () => {};
  const socketFile = path.join(real, CONTROL_SOCKET);
  if (Buffer.byteLength(socketFile) > 107) {
    throw new Error(`The data folder's path is too long for its control socket (${socketFile}): use a shorter one.`);
  }
  const lock = takeLockName(dir, real, socketFile);
  // Two processes that moved past a squatter at different moments could hold different names: the socket decides.
  if (isListening(socketFile)) {
    lock.close();
    throw refused(dir, "another process holds its lock");
  }
  lock.on("connection", (socket) => socket.destroy()); // the abstract name is the lock, never a channel
  rmSync(socketFile, { force: true }); // left by a process that died; we hold the lock
  const control = bindNow(socketFile);
  if (!control) {
    lock.close();
    throw new Error(`Could not make the control socket ${socketFile}`);
  }
  chmodSync(socketFile, 0o600);
  const handlers = new Map<string, ControlHandler>();
  held.set(real, { handlers });
  serveControl(real, control, handlers);
  return () => {
    held.delete(real);
    control.close();
    lock.close();
  };
}

/** Lets the process holding `dir`'s lock answer `command` on its control channel (e.g. "backup"). */
export function onControlCommand(dir: string, command: string, handler: ControlHandler): void {
  if (process.platform !== "linux") return;
  held.get(realpathSync(dir))?.handlers.set(command, handler);
}

function notProven(socketFile: string, why: string): Error {
  return new Error(
    `the process on ${socketFile} could not prove it is this data folder's Sprout server (${why}): it was sent ` +
      `nothing secret and its answer was not saved. Stop it (\`ss -xlp | grep ${CONTROL_SOCKET}\`), then try again.`,
  );
}

/**
 * Sends `command` to the process holding `dir`'s lock. Resolves to its answer, or to null when no process holds
 * it (nobody listening): the caller may then open the directory itself. The server proves it knows the token
 * before the client sends anything derived from it; an answer from a process that cannot is refused.
 */
export function sendControlCommand(dir: string, command: string): Promise<string | null> {
  if (process.platform !== "linux") return Promise.resolve(null);
  const real = realpathSync(dir);
  const socketFile = path.join(real, CONTROL_SOCKET);
  try {
    assertOwnFolder(real);
    const s = lstatSync(socketFile);
    if (!s.isSocket() || s.uid !== process.getuid!()) throw notProven(socketFile, "not this account's socket");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return Promise.resolve(null);
    return Promise.reject(error);
  }
  return new Promise((resolve, reject) => {
    const socket = net.connect({ path: socketFile });
    const clientNonce = randomBytes(16).toString("hex");
    let proven = false;
    let answer = "";
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(HANDSHAKE_MS, () => fail(notProven(socketFile, "no proof in time")));
    socket.on("connect", () => socket.write(`HELLO ${clientNonce}\n`));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      if (proven) return void (answer += chunk);
      answer += chunk;
      const nl = answer.indexOf("\n");
      if (nl < 0) return answer.length > 4096 ? fail(notProven(socketFile, "no proof")) : undefined;
      const [word, proof, serverNonce] = answer.slice(0, nl).split(" ");
      let token: string;
      try {
        token = readControlToken(real);
      } catch {
        return fail(notProven(socketFile, "this folder has no control token"));
      }
      if (word !== "PROOF" || !serverNonce || !sameText(proof ?? "", mac(token, `server ${clientNonce}`))) {
        return fail(notProven(socketFile, "wrong proof"));
      }
      proven = true;
      answer = answer.slice(nl + 1);
      socket.setTimeout(0);
      socket.write(`${mac(token, `client ${serverNonce} ${command}`)} ${command}\n`);
    });
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNREFUSED" || error.code === "ENOENT" ? resolve(null) : reject(error),
    );
    socket.on("end", () => {
      if (!proven) return fail(notProven(socketFile, "it hung up"));
      if (answer.startsWith("OK\n")) resolve(answer.slice(3));
      else reject(new Error(answer.replace(/^ERR /, "").trim() || "the server closed the control channel"));
    });
  });
}
