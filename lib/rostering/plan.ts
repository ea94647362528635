// The difference between a OneRoster file and what an organization holds from earlier files (docs/decisions/242):
// per kind (teachers, students, classes, enrollments) what to create, update, leave as it is, and what the file no
// longer has. Keyed by sourcedId within the organization, so the next day's file updates and never duplicates.
// Read-only: the preview shows it, the import job computes it again inside its transaction and applies it.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Roster, RosterClass, RosterPerson } from "./roster";

export type Held = {
  people: {
    id: string;
    sourceId: string;
    role: string;
    givenName: string;
    familyName: string;
    email: string;
    userId: string | null;
    classId: string | null;
  }[];
  classes: {
    id: string;
    sourceId: string;
    className: string;
    grade: string;
    subject: string;
    archived: boolean;
  }[];
  teaching: { classId: string; personId: string }[];
};

/** What the organization holds from earlier OneRoster files (archived classes too: a file may bring one back). */
export async function heldRoster(db: Prisma.TransactionClient, organizationId: string): Promise<Held> {
  const [people, classes, teaching] = await Promise.all([
    db.rosterPerson.findMany({
      where: { organizationId },
      select: {
        id: true,
        sourceId: true,
        role: true,
        givenName: true,
        familyName: true,
        email: true,
        userId: true,
        user: { select: { studentProfile: { select: { classId: true } } } },
      },
    }),
    db.class.findMany({
      where: { organizationId, sourceId: { not: null } },
      select: { id: true, sourceId: true, className: true, grade: true, subject: true, archivedAt: true },
    }),
    db.rosterClassTeacher.findMany({ where: { class: { organizationId } }, select: { classId: true, personId: true } }),
  ]);
  return {
    people: people.map(({ user, ...p }) => ({ ...p, classId: user?.studentProfile?.classId ?? null })),
    classes: classes.map((c) => ({
      id: c.id,
      sourceId: c.sourceId!,
      className: c.className,
      grade: c.grade,
      subject: c.subject,
      archived: c.archivedAt !== null,
    })),
    teaching,
  };
}

type Change<T, H> = { create: T[]; update: { next: T; held: H }[]; leave: H[]; remove: H[] };
export type Plan = {
  teachers: Change<RosterPerson, Held["people"][number]>;
  students: Change<RosterPerson, Held["people"][number]>;
  classes: Change<RosterClass, Held["classes"][number]>;
  /** Teacher pairs and student placements, counted. */
  enrollments: { create: number; leave: number; remove: number };
  /** Teacher pairs of held rows that the file no longer has: [classId, personId]. */
  teachingRemoved: { classId: string; personId: string }[];
};

export type Counts = Record<"teachers" | "students" | "classes" | "enrollments", Record<Kind, number>>;
type Kind = "create" | "update" | "leave" | "remove";

function diff<T extends { sourceId: string }, H extends { sourceId: string }>(
  next: T[],
  held: H[],
  same: (n: T, h: H) => boolean,
): Change<T, H> {
  const bySource = new Map(held.map((h) => [h.sourceId, h]));
  const out: Change<T, H> = { create: [], update: [], leave: [], remove: [] };
  const seen = new Set<string>();
  for (const n of next) {
    seen.add(n.sourceId);
    const h = bySource.get(n.sourceId);
    if (!h) out.create.push(n);
    else if (same(n, h)) out.leave.push(h);
    else out.update.push({ next: n, held: h });
  }
  out.remove = held.filter((h) => !seen.has(h.sourceId));
  return out;
}

export function planRoster(roster: Roster, held: Held): Plan {
  const classes = diff(
    roster.classes,
    held.classes,
    (n, h) => !h.archived && n.title === h.className && n.grade === h.grade && n.subject === h.subject,
  );
  const classBySource = new Map(held.classes.map((c) => [c.sourceId, c.id]));
  const samePerson = (n: RosterPerson, h: Held["people"][number]) =>
    n.givenName === h.givenName && n.familyName === h.familyName && n.email === h.email;
  const teachers = diff(
    roster.people.filter((p) => p.role === "teacher"),
    held.people.filter((p) => p.role === "teacher"),
    samePerson,
  );
  const students = diff(
    roster.people.filter((p) => p.role === "student"),
    held.people.filter((p) => p.role === "student"),
    (n, h) => samePerson(n, h) && classBySource.get(roster.placement[n.sourceId]) === h.classId,
  );
  // Enrollments: teacher pairs by (class, person) and each student's one placement.
  const personBySource = new Map(held.people.map((p) => [p.sourceId, p.id]));
  const heldPairs = new Set(held.teaching.map((t) => `${t.classId}:${t.personId}`));
  const wanted = new Set<string>();
  let create = 0;
  let leave = 0;
  for (const [cls, person] of roster.teaching) {
    const c = classBySource.get(cls);
    const p = personBySource.get(person);
    const key = c && p ? `${c}:${p}` : null;
    if (key) wanted.add(key);
    if (key && heldPairs.has(key)) leave++;
    else create++;
  }
  const teachingRemoved = held.teaching.filter((t) => !wanted.has(`${t.classId}:${t.personId}`));
  const heldStudents = new Map(held.people.filter((p) => p.role === "student").map((p) => [p.sourceId, p]));
  let placementsRemoved = 0;
  for (const p of roster.people.filter((p) => p.role === "student")) {
    const h = heldStudents.get(p.sourceId);
    if (h && h.classId && classBySource.get(roster.placement[p.sourceId]) === h.classId) leave++;
    else {
      create++;
      if (h?.classId) placementsRemoved++;
    }
  }
  return {
    teachers,
    students,
    classes,
    enrollments: { create, leave, remove: teachingRemoved.length + students.remove.length + placementsRemoved },
    teachingRemoved,
  };
}

export function countsOf(plan: Plan): Counts {
  const c = (x: Change<unknown, unknown>) => ({
    create: x.create.length,
    update: x.update.length,
    leave: x.leave.length,
    remove: x.remove.length,
  });
  return {
    teachers: c(plan.teachers),
    students: c(plan.students),
    classes: c(plan.classes),
    enrollments: { ...plan.enrollments, update: 0 },
  };
}
