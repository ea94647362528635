// Every generated puzzle file equals what its source in scripts/puzzles/ builds (docs/decisions/261): a pack edited
// by hand, or a source edited without regenerating, fails here naming the file and the command to run.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GENERATE_COMMAND, generatedFiles } from "@/scripts/puzzles/generate";

const root = path.resolve(__dirname, "../..");
const files = generatedFiles();

describe("generated puzzle content", () => {
  it.each(files.map((f) => [f.path, f] as const))("%s is what its source builds", (_, file) => {
    const committed = readFileSync(path.join(root, file.path), "utf8");
    const what = file.packId ? `The pack ${file.packId}` : file.path;
    expect(committed, `${what} differs from its source in scripts/puzzles/: run ${GENERATE_COMMAND}`).toBe(file.text);
  });

  it("leaves no pack without a source", () => {
    const generated = new Set(files.map((f) => f.path));
    const packs = readdirSync(path.join(root, "content/puzzles")).filter((f) => f.endsWith(".json"));
    expect(packs.filter((f) => !generated.has(`content/puzzles/${f}`))).toEqual([]);
  });
});
