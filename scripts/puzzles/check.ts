// Prints the content rule's report (issue 38, docs/decisions/262): per concept unit how many maze puzzles a plain
// program of moves, turns and pick-ups solves, then every violation the content test would name.
// npm run puzzles:check
import { conceptViolations, plainReport } from "@/lib/puzzles/concept-check";
import { puzzleCatalog } from "@/lib/puzzles/content";

const catalog = puzzleCatalog();
console.log("unit | maze puzzles | a plain program solves | within the ideal blocks");
let all = { puzzles: 0, plainSolves: 0, plainWithinIdeal: 0 };
for (const [unit, r] of plainReport(catalog)) {
  console.log(`${unit} | ${r.puzzles} | ${r.plainSolves} | ${r.plainWithinIdeal}`);
  all = {
    puzzles: all.puzzles + r.puzzles,
    plainSolves: all.plainSolves + r.plainSolves,
    plainWithinIdeal: all.plainWithinIdeal + r.plainWithinIdeal,
  };
}
console.log(`all | ${all.puzzles} | ${all.plainSolves} | ${all.plainWithinIdeal}`);
const violations = conceptViolations(catalog);
const filter = process.argv[2];
for (const v of violations.filter((x) => !filter || x.packId.includes(filter) || x.rule === filter))
  console.log(`${v.packId} ${v.puzzleId} [${v.rule}] ${v.detail}`);
console.log(`${violations.length} violations`);
