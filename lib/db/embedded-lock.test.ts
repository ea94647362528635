import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, lockSocketName, onControlCommand, sendControlCommand } from "./embedded-lock";

const root = path.resolve(__dirname, "../..");
const lockModule = path.join(root, "lib/db/embedded-lock.ts");

/** Another process trying to lock `dir`: its exit code and what it printed. */
function lockFromAnotherProcess(dir: string) {
  const r = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `import(${JSON.stringify(lockModule)}).then((m) => m.acquireDataDirLock(process.argv[1]))`,
      dir,
    ],
    { cwd: root, encoding: "utf8" },
  );
  return { status: r.status, stderr: r.stderr };
}

describe.runIf(process.platform === "linux")("embedded database lock", () => {
  it("refuses a second process while the first lives, naming the directory", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sprout-lock-"));
    const release = acquireDataDirLock(dir);
    const other = lockFromAnotherProcess(dir);
    expect(other.status).not.toBe(0);
    expect(other.stderr).toContain(
      `Another Sprout process (another process holds its lock) is using the embedded database in ${dir}`,
    );
    release();
    expect(lockFromAnotherProcess(dir).status).toBe(0);
  });

  it("is free the moment its holder is killed, even while the dead holder is an unreaped zombie", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sprout-lock-"));
    // The holder's parent execs `sleep`, which never reaps it: after SIGKILL the holder stays a zombie, whose pid
    // kill(pid, 0) still answers (what made the old pid file refuse restarts).
    const holderCode = `import(${JSON.stringify(lockModule)}).then((m) => { m.acquireDataDirLock(${JSON.stringify(dir)}); console.log("locked " + process.pid); setInterval(() => {}, 1000); })`;
    const parent = spawn("sh", ["-c", `"${process.execPath}" --import tsx -e '${holderCode}' & exec sleep 60`], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const pid = await new Promise<number>((resolve) => {
        let out = "";
        parent.stdout!.on("data", (d: Buffer) => {
          out += d.toString();
          const m = out.match(/locked (\d+)/);
          if (m) resolve(Number(m[1]));
        });
      });
      expect(() => acquireDataDirLock(dir)).toThrow(/is using the embedded database/);
      process.kill(pid, "SIGKILL");
      // Dead once every thread has exited (the leader shows Z a little before its last threads are gone).
      const dead = () =>
        readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.startsWith("Z") &&
        readdirSync(`/proc/${pid}/task`).length === 1;
      for (let i = 0; i < 400 && !dead(); i++) await new Promise((r) => setTimeout(r, 5));
      expect(dead()).toBe(true); // dead but not reaped: its pid is still taken
      const release = acquireDataDirLock(dir);
      release();
    } finally {
      parent.kill("SIGKILL");
    }
  });

  it("answers commands on its control socket only after each side proved it knows the data directory's token", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sprout-lock-"));
    expect(await sendControlCommand(dir, "backup")).toBeNull(); // nobody holds it
    const release = acquireDataDirLock(dir);
    onControlCommand(dir, "backup", async () => "-- a dump");
    try {
      expect(await sendControlCommand(dir, "backup")).toBe("-- a dump");
      await expect(sendControlCommand(dir, "drop")).rejects.toThrow(/unknown command drop/);
      const token = readFileSync(path.join(dir, "control-token"), "utf8");
      writeFileSync(path.join(dir, "control-token"), "guessed");
      await expect(sendControlCommand(dir, "backup")).rejects.toThrow(
        /could not prove it is this data folder's Sprout/,
      );
      writeFileSync(path.join(dir, "control-token"), token);
      for (const file of ["control-token", "control-secret", "control.sock"]) {
        expect(statSync(path.join(dir, file)).mode & 0o077).toBe(0);
      }
    } finally {
      release();
    }
  });

  it("moves past a process squatting its lock name (one log line) and still refuses a second Sprout", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sprout-lock-"));
    // Another account that read the name from /proc/net/unix while Sprout ran binds it while Sprout is stopped.
    const name = lockSocketName(dir);
    const squatter = net.createServer().listen({ path: name });
    await new Promise((r) => squatter.once("listening", r));
    try {
      const holderCode = `import(${JSON.stringify(lockModule)}).then((m) => { m.acquireDataDirLock(process.argv[1]); console.log("locked"); setInterval(() => {}, 1000); })`;
      const holder = spawn(process.execPath, ["--import", "tsx", "-e", holderCode, dir], {
        cwd: root,
        stdio: ["ignore", "pipe", "pipe"],
      });
      try {
        let out = "";
        holder.stderr!.on("data", (d: Buffer) => (out += d.toString()));
        await new Promise<void>((resolve, reject) => {
          holder.stdout!.on("data", (d: Buffer) => d.toString().includes("locked") && resolve());
          holder.once("exit", (code) => reject(new Error(`holder exited ${code}: ${out}`)));
        });
        expect(out).toContain(`the lock name of ${dir} is held by a process that is not Sprout`);
        expect(lockSocketName(dir)).not.toBe(name); // a new secret name
        const other = lockFromAnotherProcess(dir);
        expect(other.status).not.toBe(0);
        expect(other.stderr).toContain(`is using the embedded database in ${dir}`);
      } finally {
        holder.kill("SIGKILL");
      }
    } finally {
      squatter.close();
    }
  });
});
