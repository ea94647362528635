import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock } from "./embedded-lock";

describe("embedded database lock", () => {
  it("refuses a second process while the first is alive, and reclaims a dead owner's lock", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sprout-lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    writeFileSync(path.join(dir, "sprout.lock"), String(other.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(/Another Sprout process \(pid \d+\) is using the embedded database/);
    other.kill("SIGKILL");
    await new Promise((r) => other.once("exit", r));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "sprout.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, "sprout.lock"))).toBe(false);
  });
});
