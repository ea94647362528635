// Assignments a signed-in student may act on: those that list their own Student row (issue 14). Anyone else's
// assignment answers 404 like a missing one (docs/decisions/060).
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AccessActor } from "./table";

export function assignmentsAssignedTo(actor: AccessActor): Prisma.AssignmentWhereInput {
  if (!actor.roles.includes("student")) return { id: { in: [] } };
  return { students: { some: { student: { userId: actor.id } } } };
}
