// Issue 38 "Credit only for the idea", done when: for 200 random children, no skill or standard is credited by an
// attempt whose program lacks the puzzle's idea. Each child's history is built from real programs across the
// catalog (a puzzle's reference, the shortest straight path of moves, turns and pick-ups where there is one, its
// wrong program, random mutations of the reference), judged by the judge, stored as the attempt path stores it,
// and read back through the facts SQL and progressFigures. The skills and standards every child shows must be
// exactly those of the puzzles some attempt solved with the puzzle's idea, each standard met when the first such
// attempt was made. Seeded: CREDIT_SEED=<n> replays another sequence.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verdictColumns } from "@/lib/activity/attempts";
import { prisma } from "@/lib/db/client";
import { progressInputsOf } from "@/lib/progress/facts";
import { progressFigures } from "@/lib/progress/figures";
import { standardsOfPuzzle } from "@/lib/progress/standards";
import { type CatalogPuzzle, puzzleCatalog } from "@/lib/puzzles/content";
import { usesIdeas } from "@/lib/puzzles/ideas";
import { compileProgram } from "@/lib/puzzles/notation";
import { parseProgram } from "@/lib/puzzles/parse-program";
import { plainNotation, shortestPlainProgram } from "@/lib/puzzles/plain-search";
import { verifyAttempt } from "@/lib/puzzles/verify";
import { prng } from "../support/prng";

const SEED = Number(process.env.CREDIT_SEED ?? 38);
const CHILDREN = 200;

type Json = { [k: string]: unknown };

/** Every object of a Blockly workspace that is a block. */
function blocksOf(value: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const v of value) blocksOf(v, out);
  else if (value && typeof value === "object") {
    if (typeof (value as Json).type === "string") out.push(value as Json);
    for (const v of Object.values(value)) blocksOf(v, out);
  }
  return out;
}

/** One random edit a child might make: a turn the other way, a number off by one, a block left out. */
function mutate(program: unknown, random: () => number): unknown {
  const copy = structuredClone(program);
  const blocks = blocksOf(copy);
  const block = blocks[Math.floor(random() * blocks.length)]!;
  const fields = block.fields as Json | undefined;
  const next = block.next as { block?: Json } | undefined;
  if (fields && (fields.DIR === "left" || fields.DIR === "right"))
    fields.DIR = fields.DIR === "left" ? "right" : "left";
  else if (fields && typeof fields.NUM === "number") fields.NUM = Math.max(0, fields.NUM + (random() < 0.5 ? -1 : 1));
  else if (next?.block) {
    if (next.block.next) block.next = next.block.next;
    else delete block.next;
  } else if (block.type !== "sprout_start") block.type = "sprout_move";
  return copy;
}

describe(`credit only for the idea (seed ${SEED})`, () => {
  it(
    `${CHILDREN} random children: every skill and standard comes from a puzzle solved with its idea`,
    { timeout: 120_000 },
    async () => {
      const random = prng(SEED);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
      const catalog = puzzleCatalog();
      const puzzles = [...catalog.puzzles.values()];
      const concept = puzzles.filter((p) => p.ideas.length > 0);

      const plain = new Map<string, unknown>();
      const plainOf = (p: CatalogPuzzle): unknown => {
        if (!plain.has(p.id)) {
          const search = p.game === "draw" ? null : shortestPlainProgram(p.grids, { maxStates: 2_000 });
          plain.set(p.id, search?.found ? compileProgram(plainNotation(search.actions)) : null);
        }
        return plain.get(p.id);
      };
      const programFor = (p: CatalogPuzzle): unknown => {
        const r = random();
        if (r < 0.3) return p.solution;
        if (r < 0.6) return plainOf(p) ?? p.wrong;
        if (r < 0.75) return p.wrong;
        return mutate(p.solution, random);
      };

      const users = Array.from({ length: CHILDREN }, (_, i) => ({
        id: randomUUID(),
        username: `credit-${SEED}-${i}`,
        isStudent: true,
        firstname: "Child",
        lastname: String(i),
      }));
      await prisma.user.createMany({ data: users });
      const students = users.map((u) => ({ id: randomUUID(), userId: u.id }));
      await prisma.student.createMany({ data: students });

      const t0 = Date.UTC(2026, 10, 2, 9);
      /** The oracle, from the programs themselves: per child, each puzzle solved with its idea and when first. */
      const withIdea = new Map<string, Map<string, number>>();
      let solvedWithoutIdea = 0;
      const rows = students.flatMap((s, i) => {
        const mine = new Map<string, number>();
        withIdea.set(s.id, mine);
        return Array.from({ length: 1 + Math.floor(random() * 24) }, (_, k) => {
          const p = random() < 0.7 ? pick(concept) : pick(puzzles);
          const program = programFor(p);
          const result = verifyAttempt(p, program);
          const parsed = parseProgram(program);
          const idea = parsed.ok && usesIdeas(parsed.program, p.ideas);
          const at = t0 + (i * 30 + k) * 60_000;
          if (result.solved && idea && !mine.has(p.id)) mine.set(p.id, at);
          if (result.solved && !idea) solvedWithoutIdea++;
          return {
            studentId: s.id,
            clientId: randomUUID(),
            puzzleId: p.id,
            packId: p.packId,
            ...verdictColumns(p.id, result),
            program: JSON.stringify(program),
            createdAt: new Date(at),
          };
        });
      });
      await prisma.puzzleAttempt.createMany({ data: rows });
      // The histories hold what the claim is about: solves without the idea, of puzzles whose skills they would credit
      // (about one a child: since issue 38's worlds, only the Loops and Functions puzzles still have plain solves).
      expect(solvedWithoutIdea).toBeGreaterThan(CHILDREN / 2);

      const inputs = await progressInputsOf(students.map((s) => s.id));
      let creditedSkills = 0;
      for (const s of students) {
        const { facts, levels } = inputs.get(s.id)!;
        const f = progressFigures(facts, catalog, levels);
        const ideaSolved = [...withIdea.get(s.id)!].map(([id, at]) => ({ puzzle: catalog.puzzles.get(id)!, at }));
        const skills = new Set(ideaSolved.flatMap(({ puzzle }) => puzzle.skills.map((k) => k.id)));
        const metAt = new Map<string, number>();
        for (const { puzzle, at } of ideaSolved)
          for (const m of standardsOfPuzzle(puzzle)) metAt.set(m.testId, Math.min(metAt.get(m.testId) ?? at, at));
        const at = `seed ${SEED}, child ${s.id}`;
        expect(f.skills.map((k) => k.id).sort(), at).toEqual([...skills].sort());
        expect(f.standards.flatMap((c) => c.tests.map((t) => [t.testId, t.metAt])).sort(), at).toEqual(
          [...metAt].map(([id, ms]) => [id, new Date(ms).toISOString()]).sort(),
        );
        creditedSkills += f.skills.length;
      }
      expect(creditedSkills).toBeGreaterThan(0);
    },
  );
});
