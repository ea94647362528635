// What the student's page shows (issue 14): their information (GET /users/student-info, SPEC §7), what to do
// next (current assignments first, then the next puzzle of the class's current unit), the packs and how far
// they got (lib/progress/figures.ts, the teacher's and parent's figures), today's time left and their friends (accepted by parents, docs/decisions/102).
import type { Actor } from "@/lib/auth/authenticate";
import { assignmentsAssignedTo } from "@/lib/access/assignments";
import { prisma } from "@/lib/db/client";
import { friendsOf } from "@/lib/parents/friends";
import { findPack, findPuzzle, listPacks, puzzleCatalog } from "@/lib/puzzles/content";
import { displayName } from "@/lib/vocabulary";
import { progressView, shareOf, type Outcome } from "@/lib/progress/figures";
import { figuresOf } from "@/lib/progress/service";
import { loadChild, packClosedReason, type ChildContext } from "./child";
import { restDayOf } from "./rest";
import { todayStatusOf } from "./screen-time";

export async function getStudentInfo(actor: Actor) {
  const child = await loadChild(actor);
  const s = await prisma.student.findUniqueOrThrow({
    where: { id: child.studentId },
    select: {
      level: true,
      user: { select: { username: true, firstname: true, lastname: true, grade: true } },
      class: { select: { className: true, owner: { select: { firstname: true, lastname: true } } } },
    },
  });
  return {
    id: child.userId,
    studentId: child.studentId,
    username: s.user.username,
    firstName: s.user.firstname,
    lastName: s.user.lastname,
    fullName: displayName(s.user),
    grade: s.user.grade,
    level: s.level,
    className: s.class?.className ?? null,
    teacher: s.class ? displayName(s.class.owner) : null,
    openLevels: child.levels,
    progress: progressView(await figuresOf(child.studentId)),
  };
}
export type StudentInfo = Awaited<ReturnType<typeof getStudentInfo>>;

type Best = Outcome;

function openPacks(child: ChildContext) {
  return listPacks({ includeExtra: true }).filter((p) => !packClosedReason(child, p));
}

/** The first open puzzle of `unit` the child has not solved, or null when all are solved. */
function nextPuzzleOf(unit: string | null, child: ChildContext, best: Map<string, Best>) {
  const catalog = puzzleCatalog();
  for (const pack of openPacks(child).filter((p) => unit === null || p.unit === unit)) {
    const id = pack.puzzleIds.find((pid) => best.get(pid) !== "perfect" && best.get(pid) !== "passed");
    if (id) return { puzzleId: id, puzzleTitle: catalog.puzzles.get(id)!.title, packTitle: pack.title };
  }
  return null;
}

/** "1 of 3" for an assignment naming its puzzles (issue 27): how many the child solved, and the next to do. */
export function namedPuzzleProgress(puzzleIds: readonly string[], best: ReadonlyMap<string, string>) {
  const solved = (id: string) => best.get(id) === "perfect" || best.get(id) === "passed";
  const nextId = puzzleIds.find((id) => !solved(id) && findPuzzle(id));
  const next = nextId ? findPuzzle(nextId)! : null;
  return {
    share: shareOf(puzzleIds.filter(solved).length, puzzleIds.length),
    next: next ? { puzzleId: next.id, puzzleTitle: next.title, packTitle: findPack(next.packId)?.title ?? "" } : null,
  };
}

export async function getStudentHome(actor: Actor) {
  const child = await loadChild(actor);
  const figures = await figuresOf(child.studentId);
  const best = new Map(figures.puzzles.map((p) => [p.id, p.best]));
  const student = await prisma.student.findUniqueOrThrow({ where: { id: child.studentId }, select: { classId: true } });
  const assignments = await prisma.assignment.findMany({
    where: { AND: [assignmentsAssignedTo(actor), { isCurrent: true }] },
    select: { id: true, title: true, status: true, puzzles: true, unit: { select: { title: true } } },
    orderBy: [{ endDate: "asc" }, { number: "asc" }],
  });
  const currentUnit = student.classId
    ? await prisma.unit.findFirst({ where: { classId: student.classId, isCurrent: true }, select: { title: true } })
    : null;
  const next = [
    ...assignments.map((a) => ({
      kind: "assignment" as const,
      assignmentId: a.id,
      title: a.title || a.unit.title,
      unit: a.unit.title,
      status: a.status,
      puzzle: a.puzzles.length ? namedPuzzleProgress(a.puzzles, best).next : nextPuzzleOf(a.unit.title, child, best),
      named: a.puzzles.length ? namedPuzzleProgress(a.puzzles, best) : null,
    })),
    {
      kind: "unit" as const,
      unit: currentUnit?.title ?? null,
      puzzle: nextPuzzleOf(currentUnit?.title ?? null, child, best),
    },
  ];
  const catalog = puzzleCatalog();
  const packs = listPacks({ includeExtra: true }).map((p) => ({
    id: p.id,
    title: p.title,
    unit: p.unit,
    level: p.level,
    extra: p.extra,
    /** How a locked pack opens, in a sentence for the child (issue 23, docs/decisions/216); null when open. */
    locked: packClosedReason(child, p),
    share: figures.packs.find((f) => f.id === p.id)!.share,
    puzzles: p.puzzleIds.map((id) => ({ id, title: catalog.puzzles.get(id)!.title, best: best.get(id) ?? null })),
  }));
  const friends = (await friendsOf([child.userId])).get(child.userId) ?? [];
  const time = await todayStatusOf(child);
  return {
    next,
    levels: child.levels,
    /** The same figures, in the same words, as the teacher's and the parent's screens (docs/decisions/160). */
    progress: { ...progressView(figures), units: figures.units },
    packs,
    time,
    /** Once time is up: what the child did today and when they can play again (issue 40, the rest screen's words). */
    rest: time.isStopped ? await restDayOf(child, time.day) : null,
    friends: friends.map((f) => ({ id: f.id, username: f.username, fullName: f.fullName })),
  };
}
export type StudentHome = Awaited<ReturnType<typeof getStudentHome>>;
