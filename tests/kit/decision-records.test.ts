// Decision records have one shape (issue 22): "# NNN — Title", then Context, Decision and Consequences in that
// order and nothing else at that level, so a reader finds the why, the what and the cost in the same place in
// every record; measurement logs live in bench/README.md, not in a record.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve(__dirname, "../../docs/decisions");

describe("decision records", () => {
  it("each opens with its number and title, then Context, Decision, Consequences", () => {
    const misshapen: string[] = [];
    for (const name of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
      const text = readFileSync(path.join(dir, name), "utf8");
      const number = name.slice(0, 3);
      const title = text.split("\n", 1)[0];
      const sections = text.match(/^## .*$/gm) ?? [];
      if (!title.startsWith(`# ${number} — `)) misshapen.push(`${name}: title "${title}"`);
      if (sections.join("|") !== "## Context|## Decision|## Consequences")
        misshapen.push(`${name}: sections ${sections.join(", ") || "none"}`);
    }
    expect(misshapen).toEqual([]);
  });
});
