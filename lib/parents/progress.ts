// A child's progress and skills for their parent, from the same facts and the same function as the teacher's
// view (lib/progress/figures.ts, docs/decisions/160).
import type { Actor } from "@/lib/auth/authenticate";
import { findChildOrThrow } from "@/lib/access/children";
import { progressView } from "@/lib/progress/figures";
import { figuresOfUser } from "@/lib/progress/service";

async function childFigures(actor: Actor, id: string) {
  const c = await findChildOrThrow(actor, id, {});
  return { id: c.id, figures: await figuresOfUser(c.id) };
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
