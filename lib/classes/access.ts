// Tenancy as query filters: a teacher sees the classes they own or co-teach, and the students in them.
// Every classroom query includes one of these, so a class that is not yours answers 404 like a missing one.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/auth/authenticate";

export function classesVisibleTo(actor: Pick<Actor, "id">): Prisma.ClassWhereInput {
  return { OR: [{ ownerId: actor.id }, { coTeachers: { some: { teacherId: actor.id } } }] };
}

export function studentsVisibleTo(actor: Pick<Actor, "id">): Prisma.StudentWhereInput {
  return { class: classesVisibleTo(actor) };
}
