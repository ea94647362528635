// A child's progress and skills for their parent, from the same facts and the same function as the teacher's
// view (lib/progress/figures.ts, docs/decisions/160).
import type { Actor } from "@/lib/auth/authenticate";
import { findChildOrThrow } from "@/lib/access/children";
import { progressFigures, progressView } from "@/lib/progress/figures";
import { figuresOf } from "@/lib/progress/service";
import { puzzleCatalog } from "@/lib/puzzles/content";

async function childFigures(actor: Actor, id: string) {
  const c = await findChildOrThrow(actor, id, { studentProfile: { select: { id: true } } });
  // A child account without a student profile has tried nothing.
  const figures = c.studentProfile ? await figuresOf(c.studentProfile.id) : progressFigures([], puzzleCatalog());
  return { id: c.id, figures };
}

export async function getChildProgress(actor: Actor, id: string) {
  const c = await childFigures(actor, id);
  return { child: c.id, ...progressView(c.figures) };
}

export async function getChildBlockProgress(actor: Actor, id: string) {
  const c = await childFigures(actor, id);
  return { child: c.id, units: c.figures.units };
}

export async function getChildSkills(actor: Actor, id: string) {
  const c = await childFigures(actor, id);
  return { child: c.id, skills: c.figures.skills };
}
