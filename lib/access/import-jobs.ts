// Import jobs (issue 41): a Class & File job has no class until it runs, so its creator alone reads it; once it
// names its class, its creator reads it while they still teach that class (the class's path reads it too).
import type { Prisma } from "@/lib/generated/prisma/client";
import { classesVisibleTo } from "./classes";
import { anyOf, isTeacher, relationsFor, type AccessActor, type Need, type Relation } from "./table";

function importJobRelation(actor: AccessActor, relation: Relation): Prisma.ImportJobWhereInput | null {
  if (!isTeacher(actor) || relation !== "author") return null;
  return { createdById: actor.id, OR: [{ classId: null }, { class: classesVisibleTo(actor, "write") }] };
}

export function importJobsVisibleTo(actor: AccessActor, need: Need = "read"): Prisma.ImportJobWhereInput {
  return anyOf(
    relationsFor("importJob", need).map((r) => importJobRelation(actor, r)),
    { id: { in: [] } },
  );
}
