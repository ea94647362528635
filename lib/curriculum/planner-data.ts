// What the curriculum page needs from the server: the teacher's classes with their students, and the sets.
import type { AccessActor } from "@/lib/access/table";
import { classesVisibleTo } from "@/lib/access/classes";
import { prisma } from "@/lib/db/client";
import { listStandardSets } from "@/lib/standards/service";
import { displayName } from "@/lib/vocabulary";

export async function plannerData(actor: AccessActor) {
  const classes = await prisma.class.findMany({
    where: classesVisibleTo(actor, "write"),
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      className: true,
      students: {
        select: { id: true, user: { select: { firstname: true, lastname: true, username: true } } },
        orderBy: { createdAt: "asc" },
      },
    },
  });
  return {
    classes: classes.map((c) => ({
      id: c.id,
      className: c.className,
      students: c.students.map((s) => ({
        id: s.id,
        fullName: displayName(s.user),
      })),
    })),
    standardSets: listStandardSets(),
  };
}

export type PlannerData = Awaited<ReturnType<typeof plannerData>>;
export type PlannerClass = PlannerData["classes"][number];
