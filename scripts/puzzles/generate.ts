// Every generated file of the puzzle content, built in memory (docs/decisions/261): the pack JSON files of
// content/puzzles/ and the loader's list lib/puzzles/school-year-packs.ts. make-packs.ts writes them;
// lib/puzzles/generated-packs.test.ts fails while a committed file differs.
import { drawingPacks } from "./build-drawing";
import { firstPacks } from "./build-first-packs";
import { schoolYearPacks } from "./build-school-year";

export const GENERATE_COMMAND = "npm run puzzles:generate";

export type GeneratedFile = { path: string; text: string; packId?: string };

const packFile = (pack: { id: string }, indent: number): GeneratedFile => ({
  path: `content/puzzles/${pack.id}.json`,
  text: `${JSON.stringify(pack, null, indent)}\n`,
  packId: pack.id,
});

const camel = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The loader's list of the school-year packs (lib/puzzles/content.ts spreads it into RAW_PUZZLE_PACKS). */
function schoolYearIndex(ids: readonly string[]): GeneratedFile {
  const text = [
    "// Written by scripts/puzzles/make-packs.ts: the school-year packs (issue 27, docs/decisions/220). Do not edit.",
    ...ids.map((id) => `import ${camel(id)} from "@/content/puzzles/${id}.json";`),
    "",
    "export const SCHOOL_YEAR_PACKS: readonly unknown[] = [",
    ...ids.map((id) => `  ${camel(id)},`),
    "];",
    "",
  ].join("\n");
  return { path: "lib/puzzles/school-year-packs.ts", text };
}

/** Paths relative to the repository root. */
export function generatedFiles(): GeneratedFile[] {
  const schoolYear = schoolYearPacks();
  return [
    ...firstPacks().map((p) => packFile(p, 1)),
    ...schoolYear.map((p) => packFile(p, 2)),
    schoolYearIndex(schoolYear.map((p) => p.id)),
    ...drawingPacks().map((p) => packFile(p, 1)),
  ];
}
