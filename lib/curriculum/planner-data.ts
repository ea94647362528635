// What the curriculum page needs from the server: the teacher's classes with their students, and the sets.
import type { AccessActor } from "@/lib/access/table";
import { classesVisibleTo } from "@/lib/access/classes";
import { prisma } from "@/lib/db/client";
import { listPacks, puzzleCatalog } from "@/lib/puzzles/content";
import { listStandardSets } from "@/lib/standards/service";
import type { UnitPuzzle } from "./unit-puzzles";
import { displayName } from "@/lib/vocabulary";

export async function plannerData(actor: AccessActor) {
  const classes = await prisma.class.findMany({
    where: classesVisibleTo(actor, "write"),
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      className: true,
      grade: true,
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
      grade: c.grade,
      students: c.students.map((s) => ({
        id: s.id,
        fullName: displayName(s.user),
      })),
    })),
    standardSets: listStandardSets(),
    unitPuzzles: unitPuzzles(),
  };
}

/**
 * Every puzzle a unit title covers, by level then pack order (issue 27): the unit page lists those of its level,
 * and an assignment picks from them. Titles only: no solution leaves the server.
 */
export function unitPuzzles(): UnitPuzzle[] {
  const catalog = puzzleCatalog();
  return listPacks({ includeExtra: true }).flatMap((p) =>
    p.puzzleIds.map((id) => ({
      id,
      title: catalog.puzzles.get(id)!.title,
      pack: p.title,
      level: p.level,
      unit: p.unit,
    })),
  );
}

export type PlannerData = Awaited<ReturnType<typeof plannerData>>;
export type PlannerClass = PlannerData["classes"][number];
