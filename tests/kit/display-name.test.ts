// A person's name is shown one way everywhere: displayName (lib/vocabulary.ts) — first and last name, else the
// username — and its SQL twin for the reads built in PostgreSQL. A name joined by hand elsewhere drifts (one
// list showed "" for a child without a last name where another showed the username), so it fails here.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { displayName } from "@/lib/vocabulary";

const root = path.resolve(__dirname, "../..");

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!["generated", "node_modules"].includes(name)) sources(full, out);
    } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.ts$/.test(name)) out.push(full);
  }
  return out;
}

// [x.firstname, x.lastname] joined, or `${x.firstname} ${x.lastname}` / firstName + lastName in a template.
const HAND_BUILT =
  /\[\s*[\w.?]*first_?name\s*,\s*[\w.?]*last_?name\s*\]|\$\{[\w.?]*first_?name\}\s+\$\{[\w.?]*last_?name\}/i;

describe("one display-name function", () => {
  it("no name is joined by hand outside lib/vocabulary.ts", () => {
    const found: string[] = [];
    for (const file of ["lib", "components", "app"].flatMap((d) => sources(path.join(root, d)))) {
      if (path.relative(root, file) === path.join("lib", "vocabulary.ts")) continue;
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (HAND_BUILT.test(line)) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it("shows first and last name, else the username", () => {
    expect(displayName({ firstname: "Ada", lastname: "Lovelace", username: "ada1" })).toBe("Ada Lovelace");
    expect(displayName({ firstname: "Ada", lastname: "", username: "ada1" })).toBe("Ada");
    expect(displayName({ firstname: "", lastname: null, username: "ada1" })).toBe("ada1");
  });
});
