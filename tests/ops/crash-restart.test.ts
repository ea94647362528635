// Issue 24: a Sprout process on the embedded database is killed with SIGKILL while it acknowledges writes, and a
// new one is started at once, ten times. Every restart must get the lock and serve (the old pid file refused
// most restarts within a second: a zombie or recycled pid looked alive), and every acknowledged write must be
// there at the end. A second live process on the same directory is still refused.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startInstance, stopInstance, type Instance } from "../support/embedded";

const ROUNDS = 10;
const WRITERS = 6;

/** Writes until the instance dies; returns the keys it acknowledged (answered 200). */
async function writeUntilDead(url: string, round: number, writer: number, acknowledged: Set<string>) {
  for (let i = 0; ; i++) {
    const key = `r${round}-w${writer}-${i}`;
    try {
      const res = await fetch(`${url}/write?key=${key}`, { method: "POST" });
      if (res.ok) acknowledged.add(key);
    } catch {
      return; // the process is gone
    }
  }
}

describe.runIf(process.platform === "linux")("the embedded database under kill -9", () => {
  it(
    "restarts within a second of each SIGKILL, ten times, and keeps every acknowledged write",
    { timeout: 400_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "sprout-crash-"));
      const acknowledged = new Set<string>();
      let instance: Instance = await startInstance(dir);

      // While it lives, a second process on the same directory is refused, naming the directory.
      await expect(startInstance(dir)).rejects.toThrow(`is using the embedded database in ${dir}`);

      const restartGaps: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const before = acknowledged.size;
        const writers = Array.from({ length: WRITERS }, (_, w) => writeUntilDead(instance.url, round, w, acknowledged));
        while (acknowledged.size < before + 20) await new Promise((r) => setTimeout(r, 5));
        const killedAt = performance.now();
        instance.child.kill("SIGKILL"); // mid-load: writes are in flight
        const next = startInstance(dir); // at once, without waiting for the dead one to be reaped
        restartGaps.push(performance.now() - killedAt);
        await Promise.all(writers);
        instance = await next; // it got the lock and serves
      }
      const keys = new Set((await (await fetch(`${instance.url}/keys`)).text()).split("\n"));
      await stopInstance(instance);

      expect(Math.max(...restartGaps)).toBeLessThan(1000);
      const lost = [...acknowledged].filter((k) => !keys.has(k));
      expect(acknowledged.size).toBeGreaterThanOrEqual(ROUNDS * 20);
      expect(lost).toEqual([]);
    },
  );
});
