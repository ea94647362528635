// Components never hold an API URL or call fetch/api() themselves: every call goes through the hooks of a
// domain's client module (lib/<domain>/queries.ts), so an endpoint changes in one place (ARCHITECTURE.md, UI kit).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (path.relative(root, full) !== path.join("app", "api")) files(full, out);
    } else if (/\.(ts|tsx)$/.test(name)) out.push(full);
  }
  return out;
}

// An API path in a string or template (not in a comment), a call to fetch or to the api() client.
const API_PATH =
  /["'`]\/(api\/|academics\/|auth\/|users\/|parent\/|organization\/|payment\/|chat\/|contact\/|teachers\/class|v2\/entries)/;
const CALL = /\b(fetch|api)\s*(<[^>]*>)?\s*\(/;

function offenders(): string[] {
  const found: string[] = [];
  for (const file of [...files(path.join(root, "components")), ...files(path.join(root, "app"))]) {
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
        if (API_PATH.test(code) || CALL.test(code)) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe("UI kit rule: no API URL in a component", () => {
  it("finds none under components/ and app/ (app/api excepted)", () => {
    expect(offenders()).toEqual([]);
  });
});
