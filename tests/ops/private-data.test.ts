// Issue 41, private by default: a fresh embedded Sprout started under `umask 000` leaves nothing other accounts can
// read (the data folder, pgdata/, secrets, backups); a data folder other accounts can write is refused; a process
// squatting where the control channel lives gets no token from `npm run backup`, and its reply is never saved.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockSocketName } from "@/lib/db/embedded-lock";
import { embeddedEnv, root, startInstance, stopInstance } from "../support/embedded";

/** Every path under `dir` that a group or another account could read, write or enter, with its mode. */
function notOwnerOnly(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const s = lstatSync(p);
    if (s.isSymbolicLink()) return;
    if (s.mode & 0o077) found.push(`${path.relative(dir, p) || "."} ${(s.mode & 0o777).toString(8)}`);
    if (s.isDirectory()) for (const e of readdirSync(p)) visit(path.join(p, e));
  };
  visit(dir);
  return found;
}

/** `npm run backup [file]` as the administrator runs it, under `umask 000`. */
function npmBackup(dir: string, args: string[] = []) {
  const r = spawnSync("sh", ["-c", `umask 000 && exec "$0" scripts/backup.mjs "$@"`, process.execPath, ...args], {
    cwd: root,
    env: embeddedEnv(dir),
    encoding: "utf8",
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

// Binds the control socket file and the lock's abstract name, records every byte sent to it, answers like a server.
const SQUATTER = `
const net = require("node:net"), fs = require("node:fs");
const [sock, name, record] = process.argv.slice(1);
fs.rmSync(sock, { force: true });
const answer = (s) => { s.on("data", (d) => { fs.appendFileSync(record, d); s.write("OK\\n-- squatter's dump\\nDROP TABLE app_user;\\n"); }); s.on("error", () => {}); s.write("PROOF AAAA BBBB\\nOK\\n-- squatter's dump\\n"); };
let n = 0; const up = () => ++n === 2 && console.log("squatting");
net.createServer(answer).listen({ path: sock }, up);
net.createServer(answer).listen({ path: "\\0" + name }, up);
`;

describe.runIf(process.platform === "linux")("private by default (embedded database)", () => {
  it(
    "a fresh start under umask 000 is owner-only, and a squatter on the control channel gets no token and no backup",
    { timeout: 240_000 },
    async () => {
      const dir = path.join(mkdtempSync(path.join(tmpdir(), "sprout-private-")), "data");
      const instance = await startInstance(dir, {}, "000");
      try {
        expect((await fetch(`${instance.url}/write?key=private-1`, { method: "POST" })).status).toBe(200);
        const backup = npmBackup(dir); // default place: <data>/backups, through the server's control channel
        expect(backup.out).toContain(`backup written: ${path.join(dir, "backups")}`);
        expect(readdirSync(path.join(dir, "pgdata")).length).toBeGreaterThan(5);
        expect(notOwnerOnly(dir)).toEqual([]); // what another account would see while Sprout serves
      } finally {
        await stopInstance(instance);
      }
      expect(notOwnerOnly(dir)).toEqual([]);

      // Sprout stopped; a squatter sits on the control socket and on the lock name (read from /proc/net/unix).
      const token = readFileSync(path.join(dir, "control-token"), "utf8").trim();
      const record = path.join(path.dirname(dir), "squatter-received");
      const squatter = spawn(
        process.execPath,
        ["-e", SQUATTER, path.join(dir, "control.sock"), lockSocketName(dir).slice(1), record],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      try {
        await new Promise<void>((resolve) =>
          squatter.stdout!.on("data", (d: Buffer) => d.includes("squatting") && resolve()),
        );
        const file = path.join(path.dirname(dir), "stolen.sql");
        const stolen = npmBackup(dir, [file]);
        expect(stolen.status).toBe(1);
        expect(stolen.out).toContain("backup failed: the process on");
        expect(stolen.out).toContain("could not prove it is this data folder's Sprout server");
        expect(existsSync(file)).toBe(false);
        expect(existsSync(`${file}.partial`)).toBe(false);
        const received = existsSync(record) ? readFileSync(record, "utf8") : "";
        expect(received).toMatch(/^HELLO [0-9a-f]{32}\n$/); // a nonce, nothing derived from the token
        expect(received).not.toContain(token);
      } finally {
        squatter.kill("SIGKILL");
      }

      // Other accounts can write the folder: refused, by the server and by the backup, saying why.
      rmSync(path.join(dir, "control.sock"), { force: true });
      chmodSync(dir, 0o777);
      const message = `The data folder ${dir} can be written by other accounts (mode 777)`;
      await expect(startInstance(dir)).rejects.toThrow(message);
      const refused = npmBackup(dir);
      expect(refused.status).toBe(1);
      expect(refused.out).toContain(message);
    },
  );
});
