// A child's progress and skills for their parent, computed from the same rows and functions as the teacher's
// view (lib/progress/summary.ts, docs/decisions/033).
import type { Actor } from "@/lib/auth/authenticate";
import { findChildOrThrow } from "@/lib/access/children";
import { summarizeProgress, unitProgress } from "@/lib/progress/summary";
import { skillsOf } from "./serializers";

const progressInclude = {
  studentProfile: {
    include: { topicProgress: { orderBy: { updatedAt: "desc" } }, skillLevels: { orderBy: { title: "asc" } } },
  },
} as const;

async function childProgressRows(actor: Actor, id: string) {
  const c = await findChildOrThrow(actor, id, progressInclude);
  return { id: c.id, topics: c.studentProfile?.topicProgress ?? [], student: c.studentProfile };
}

export async function getChildProgress(actor: Actor, id: string) {
  const c = await childProgressRows(actor, id);
  return { child: c.id, ...summarizeProgress(c.topics) };
}

export async function getChildBlockProgress(actor: Actor, id: string) {
  const c = await childProgressRows(actor, id);
  return { child: c.id, units: unitProgress(c.topics) };
}

export async function getChildSkills(actor: Actor, id: string) {
  const c = await childProgressRows(actor, id);
  return { child: c.id, skills: skillsOf(c.student) };
}
