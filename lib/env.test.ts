import { mkdtempSync, readFileSync, statSync, existsSync, chmodSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dataFolderSecret } from "./env";

const dirs: string[] = [];
const scratch = () => {
  const d = mkdtempSync(path.join(tmpdir(), "sprout-secret-"));
  dirs.push(d);
  return path.join(d, "data");
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("the embedded default's signing secret", () => {
  it("is made randomly on first start, kept in the data folder with mode 0600, and reused after a restart", () => {
    const dir = scratch();
    const first = dataFolderSecret(dir);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(dataFolderSecret(dir)).toBe(first);
    expect(dataFolderSecret(scratch())).not.toBe(first);
    expect(first).not.toContain("sprout-development-secret");
  });

  it("tightens a secret file others can read", () => {
    const dir = scratch();
    const secret = dataFolderSecret(dir);
    chmodSync(path.join(dir, "auth-secret"), 0o644);
    expect(dataFolderSecret(dir)).toBe(secret);
    expect(statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(secret);
  });

  it("writes nothing during next build", () => {
    const dir = scratch();
    expect(dataFolderSecret(dir, true)).toHaveLength(43);
    expect(existsSync(dir)).toBe(false);
  });
});
