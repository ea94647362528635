// The term report's rows (issue 39): one per child of a class, every figure from the one progress function
// (lib/progress/figures.ts over progressInputsOf, as the teacher's pane reads a child), plus the minutes coded in
// the term (screen_time_day) and the last day the child was seen. The CSV and PDF only word these rows.
import type { AccessActor } from "@/lib/access/table";
import { findTaughtClassOrThrow } from "@/lib/access/classes";
import { toDbDate, todayIn, type IsoDate } from "@/lib/curriculum/dates";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { progressFigures, starsFor, type ProgressFigures, type Share } from "@/lib/progress/figures";
import { progressInputsOf } from "@/lib/progress/facts";
import { schoolToday } from "@/lib/progress/reach";
import { puzzleCatalog } from "@/lib/puzzles/content";
import { findStandardSet, STANDARD_SETS, testsById, type StandardSet } from "@/lib/standards/standards";
import { displayName } from "@/lib/vocabulary";
import { termOf, type Term } from "./term";

export type ReportStandard = { code: string; title: string };
export type ReportRow = {
  studentId: string;
  name: string;
  username: string;
  /** The levels open to the child: the shares' denominators (issue 38). */
  levels: string[];
  overall: Share;
  /** Per unit of the catalog (ClassReport.units order): the child's share at their open levels, null if untried. */
  units: (Share | null)[];
  standards: ReportStandard[];
  stars: number;
  minutes: number;
  /** School-local date of the last attempt or puzzle-page heartbeat; null before either. */
  lastActive: IsoDate | null;
  figures: ProgressFigures;
};
export type ClassReport = {
  className: string;
  standardSet: { id: string; title: string };
  term: Term;
  /** The catalog's units with a base pack, in catalog order: the CSV's unit columns. */
  units: string[];
  rows: ReportRow[];
};

/** The report as its files print it (./off-thread.ts): a row's figures reduced to what the PDF reads of them. */
export type ReportFile = Omit<ClassReport, "rows"> & {
  rows: (Omit<ReportRow, "figures"> & { figures: Pick<ProgressFigures, "isActive"> })[];
};

/** The set the class's units use most (the latest unit breaks a tie); CSTA for a class without units. */
async function standardSetOf(classId: string): Promise<StandardSet> {
  const units = await prisma.unit.findMany({
    where: { classId },
    select: { standard: true },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  const counts = new Map<StandardSet, number>();
  for (const u of units) {
    const set = findStandardSet(u.standard);
    if (set) counts.set(set, (counts.get(set) ?? 0) + 1);
  }
  let best: StandardSet = STANDARD_SETS[0]!;
  let most = 0;
  for (const [set, n] of counts) if (n > most) [best, most] = [set, n];
  return best;
}

/** Minutes on puzzle pages within the term and the last heartbeat ever, per student (two grouped reads). */
async function screenTimeOf(studentIds: string[], term: Term) {
  const [inTerm, lastBeats] = await Promise.all([
    prisma.screenTimeDay.groupBy({
      by: ["studentId"],
      where: { studentId: { in: studentIds }, day: { gte: toDbDate(term.from), lte: toDbDate(term.to) } },
      _sum: { seconds: true },
    }),
    prisma.screenTimeDay.groupBy({
      by: ["studentId"],
      where: { studentId: { in: studentIds } },
      _max: { lastBeatAt: true },
    }),
  ]);
  const seconds = new Map(inTerm.map((r) => [r.studentId, r._sum.seconds ?? 0]));
  return new Map(
    lastBeats.map((r) => [r.studentId, { seconds: seconds.get(r.studentId) ?? 0, lastBeat: r._max.lastBeatAt }]),
  );
}

/** The class's term report, for its teachers only (others 404, findTaughtClassOrThrow). */
export async function classReport(
  actor: AccessActor,
  classId: string,
  dates: { from?: IsoDate; to?: IsoDate } = {},
): Promise<ClassReport> {
  const klass = await findTaughtClassOrThrow(actor, classId);
  const term = termOf(schoolToday(), dates.from, dates.to);
  const students = await prisma.student.findMany({
    where: { classId },
    select: { id: true, user: { select: { firstname: true, lastname: true, username: true } } },
    orderBy: [{ user: { lastname: "asc" } }, { user: { firstname: "asc" } }, { id: "asc" }],
  });
  const ids = students.map((s) => s.id);
  const [set, inputs, screen] = await Promise.all([
    standardSetOf(classId),
    progressInputsOf(ids),
    screenTimeOf(ids, term),
  ]);
  const catalog = puzzleCatalog();
  const units = [...new Set(catalog.packs.filter((p) => !p.extra).map((p) => p.unit))];
  const codes = testsById(set);
  const rows = students.map((s): ReportRow => {
    const input = inputs.get(s.id)!;
    const figures = progressFigures(input.facts, catalog, input.levels);
    const byUnit = new Map(figures.units.map((u) => [u.title, u.share]));
    const time = screen.get(s.id);
    const lastTry = input.facts.reduce((t, f) => Math.max(t, f.lastAt), -Infinity);
    const last = Math.max(lastTry, time?.lastBeat?.getTime() ?? -Infinity);
    return {
      studentId: s.id,
      name: displayName(s.user),
      username: s.user.username,
      levels: input.levels,
      overall: figures.overall,
      units: units.map((u) => byUnit.get(u) ?? null),
      standards: figures.standards
        .flatMap((c) => c.tests)
        .filter((t) => codes.has(t.testId))
        .map((t) => ({ code: t.testId, title: t.testTitle })),
      stars: figures.puzzles.reduce((n, p) => n + starsFor(p.best), 0),
      minutes: Math.round((time?.seconds ?? 0) / 60),
      lastActive: Number.isFinite(last) ? todayIn(new Date(last), env.SCHOOL_TIME_ZONE) : null,
      figures,
    };
  });
  return { className: klass.className, standardSet: { id: set.set, title: set.title }, term, units, rows };
}
