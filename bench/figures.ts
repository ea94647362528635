// Progress figures of one roster (docs/decisions/160, 232): the figures a list shows for 30 children
// (summaryFigures) and every figure of each (progressFigures), beside a floor measured in the same run: reading
// each child's facts once and counting the solved ones, the least any figure must do. Children as the roster
// bench seeds them (8 tries each), and a busier class (60 tries each).
// Run: npm run bench -- figures
import { performance } from "node:perf_hooks";
import { factsFromAttempts, isSolved, progressFigures, summaryFigures, type PuzzleFact } from "@/lib/progress/figures";
import { puzzleCatalog } from "@/lib/puzzles/content";

const CHILDREN = 30;

function classOf(tries: number): PuzzleFact[][] {
  const ids = [...puzzleCatalog().puzzles.keys()];
  return Array.from({ length: CHILDREN }, (_, i) =>
    factsFromAttempts(
      Array.from({ length: tries }, (_, k) => ({
        puzzleId: ids[(i * 7 + k * 13) % ids.length]!,
        outcome: k % 8 === 7 ? "failed" : "perfect",
        credited: k % 8 !== 7,
        createdAt: new Date(Date.UTC(2026, 10, 2) + (i * tries + k) * 60_000),
      })),
    ),
  );
}

/** Microseconds per call of `fn`, the median of 7 rounds. */
function perCall(fn: () => unknown): number {
  for (let i = 0; i < 300; i++) fn();
  const rounds: number[] = [];
  for (let r = 0; r < 7; r++) {
    const n = 500;
    const t = performance.now();
    for (let i = 0; i < n; i++) fn();
    rounds.push(((performance.now() - t) / n) * 1000);
  }
  return rounds.sort((a, b) => a - b)[3]!;
}

export default function run() {
  const catalog = puzzleCatalog();
  console.log(`catalog: ${catalog.packs.length} packs, ${catalog.puzzles.size} puzzles; ${CHILDREN} children a roster`);
  for (const tries of [8, 60]) {
    const kids = classOf(tries);
    const floor = perCall(() => kids.map((facts) => facts.reduce((n, f) => n + (isSolved(f.best) ? 1 : 0), 0)));
    const summary = perCall(() => kids.map((facts) => summaryFigures(facts, catalog)));
    const full = perCall(() => kids.map((facts) => progressFigures(facts, catalog)));
    const line = (label: string, us: number) =>
      `${label.padEnd(44)} ${us.toFixed(0).padStart(6)} µs a roster  (${(us / floor).toFixed(0)}× the floor)`;
    console.log(`\n${tries} tries a child`);
    console.log(`${"floor: each fact read once".padEnd(44)} ${floor.toFixed(1).padStart(6)} µs a roster`);
    console.log(line("summaryFigures (the roster, the parent's list)", summary));
    console.log(line("progressFigures (a child's pane, exports)", full));
  }
}
