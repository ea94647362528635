// What a OneRoster preview shows (docs/decisions/240, 242): the counts per kind, the first MAX_PROBLEMS problems
// each as one line, the notes, and what the file no longer has. Pure: computed in a worker thread (./off-thread.ts).
import { MAX_PROBLEMS, type Problem } from "./files";
import { countsOf, type Counts, type Plan } from "./plan";
import type { Note } from "./roster";

export type RosterProblem = Problem & { text: string };
export type RosterPreview = {
  valid: boolean;
  counts: Counts;
  problems: RosterProblem[];
  /** Problems beyond the MAX_PROBLEMS listed. */
  moreProblems: number;
  notes: Note[];
  /** What the file no longer has, by name: applied only when the organizer asks (docs/decisions/242). */
  removals: { kind: "teacher" | "student" | "class"; sourceId: string; name: string }[];
  /** A district file's district (./district.ts); null otherwise. */
  district: { sourceId: string; name: string } | null;
  /** A district file's schools, each an organization, with its own counts; empty for a one-school file. */
  schools: { sourceId: string; name: string; isNew: boolean; counts: Counts }[];
};

export function describeProblem(p: Problem): string {
  const where = p.row ? `${p.file}, row ${p.row}${p.column ? `, column ${p.column}` : ""}` : p.file;
  return `${where}: ${p.message}`;
}

export function previewOf(plan: Plan, problems: Problem[], notes: Note[]): RosterPreview {
  const name = (p: { givenName: string; familyName: string }) => `${p.givenName} ${p.familyName}`.trim();
  return {
    valid: problems.length === 0,
    counts: countsOf(plan),
    problems: problems.slice(0, MAX_PROBLEMS).map((p) => ({ ...p, text: describeProblem(p) })),
    moreProblems: Math.max(0, problems.length - MAX_PROBLEMS),
    notes: notes.slice(0, MAX_PROBLEMS),
    removals: [
      ...plan.teachers.remove.map((p) => ({ kind: "teacher" as const, sourceId: p.sourceId, name: name(p) })),
      ...plan.students.remove.map((p) => ({ kind: "student" as const, sourceId: p.sourceId, name: name(p) })),
      ...plan.classes.remove
        .filter((c) => !c.archived)
        .map((c) => ({ kind: "class" as const, sourceId: c.sourceId, name: c.className })),
    ].slice(0, MAX_PROBLEMS),
    district: null,
    schools: [],
  };
}
