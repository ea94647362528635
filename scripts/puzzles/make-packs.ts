// Writes every generated puzzle file (docs/decisions/261): the packs of content/puzzles/ from their sources in
// scripts/puzzles/ and the loader's list. Run: npm run puzzles:generate
// lib/puzzles/generated-packs.test.ts (part of npm test) fails while a committed file differs from what this writes.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { generatedFiles } from "./generate";

const root = path.resolve(import.meta.dirname, "../..");
for (const file of generatedFiles()) {
  writeFileSync(path.join(root, file.path), file.text);
  console.log(file.path);
}
