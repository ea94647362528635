import { chmodSync, chownSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { prepareDataDir } from "./private-files";

const mode = (p: string) => statSync(p).mode & 0o777;

describe.runIf(process.platform !== "win32")("the data folder made private", () => {
  it("tightens a folder other accounts could read (and what is in it) with one log line", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sprout-private-"));
    const outside = mkdtempSync(path.join(tmpdir(), "sprout-backups-"));
    mkdirSync(path.join(dir, "pgdata"), { mode: 0o755 });
    writeFileSync(path.join(dir, "pgdata", "PG_VERSION"), "18", { mode: 0o666 });
    writeFileSync(path.join(outside, "sprout-old.sql"), "--", { mode: 0o644 });
    chmodSync(dir, 0o755);
    chmodSync(outside, 0o755);
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      prepareDataDir(dir, [outside, path.join(dir, "backups")]);
      expect(log.mock.calls.map((c) => String(c[0]))).toEqual([
        `[sprout] ${dir} was readable by other accounts: made 3 folders and 2 files owner-only (0700/0600)`,
      ]);
      expect([dir, path.join(dir, "pgdata"), outside].map(mode)).toEqual([0o700, 0o700, 0o700]);
      expect(mode(path.join(dir, "pgdata", "PG_VERSION"))).toBe(0o600);
      expect(mode(path.join(outside, "sprout-old.sql"))).toBe(0o600);
      log.mockClear();
      prepareDataDir(dir, [outside]);
      expect(log).not.toHaveBeenCalled(); // nothing left to say
    } finally {
      log.mockRestore();
    }
  });

  it("refuses a folder other accounts can write, or that another account owns, saying what to do", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sprout-private-"));
    chmodSync(dir, 0o770);
    expect(() => prepareDataDir(dir)).toThrow(
      `The data folder ${dir} can be written by other accounts (mode 770): anyone on this server could have changed`,
    );
    expect(mode(dir)).toBe(0o770); // refused, not silently "fixed"
    if (process.getuid!() !== 0) return; // only root can give a folder away
    chmodSync(dir, 0o700);
    chownSync(dir, 65534, 65534);
    expect(() => prepareDataDir(dir)).toThrow(`The data folder ${dir} belongs to another account (uid 65534)`);
  });
});
