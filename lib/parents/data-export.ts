// A parent's rights over their child's data (issue 24, COPPA/FERPA; docs/decisions/186): everything Sprout keeps
// about the child, as one JSON file or a zip of CSV files (one per kind), and the counts the delete dialog shows.
// The child is the parent's only (lib/access/children.ts: another family's child is 404). Messages are this
// parent's own conversations about the child; another parent's stay theirs.
import type { Actor } from "@/lib/auth/authenticate";
import { findChildOrThrow } from "@/lib/access/children";
import { now } from "@/lib/clock";
import "@/lib/csv/off-thread";
import type { CsvTable } from "@/lib/csv/zip";
import { prisma } from "@/lib/db/client";
import { FileResult } from "@/lib/http/file-result";
import { runOffThread } from "@/lib/jobs/pool";
import { figuresOfUser } from "@/lib/progress/service";
import { displayName } from "@/lib/vocabulary";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const day = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

async function childRows(actor: Actor, id: string) {
  const child = await findChildOrThrow(actor, id, {
    studentProfile: {
      include: {
        class: { select: { id: true, className: true, archivedAt: true } },
        timeLimits: true,
        levelThresholds: true,
        screenTimeDays: { orderBy: { day: "asc" } },
        puzzleAttempts: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
        // A teacher's notes on the child's puzzles (issue 39): the child's data, whoever wrote them.
        puzzleFeedback: {
          include: { author: { select: { firstname: true, lastname: true, username: true } } },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        },
      },
    },
    parentTimeLimits: true,
    parentLevelThresholds: true,
  });
  const [conversations, friends] = await Promise.all([
    prisma.conversation.findMany({
      where: { childId: id, parentId: actor.id },
      include: {
        teacher: { select: { id: true, firstname: true, lastname: true, username: true } },
        messages: { orderBy: { id: "asc" } },
      },
      orderBy: { createdAt: "asc" },
    }),
    prisma.friendRequest.findMany({
      where: { OR: [{ fromChildId: id }, { toChildId: id }] },
      include: {
        fromChild: { select: { id: true, username: true } },
        toChild: { select: { id: true, username: true } },
      },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  return { child, conversations, friends };
}

/** Everything about the child, in the shape of the JSON export. */
export async function childData(actor: Actor, id: string) {
  const { child, conversations, friends } = await childRows(actor, id);
  const s = child.studentProfile;
  const figures = await figuresOfUser(child.id);
  const liveClass = s?.class && !s.class.archivedAt ? s.class : null;
  return {
    exportedAt: now().toISOString(),
    account: {
      id: child.id,
      username: child.username,
      firstname: child.firstname,
      lastname: child.lastname,
      email: child.email,
      dob: day(child.dob),
      grade: child.grade,
      country: child.country,
      isActive: child.isActive,
      createdAt: iso(child.createdAt),
      codingExperience: s?.codingExperience ?? null,
      level: s?.level ?? null,
      class: liveClass ? { id: liveClass.id, className: liveClass.className } : null,
    },
    attempts: (s?.puzzleAttempts ?? []).map((a) => ({
      id: a.id,
      puzzleId: a.puzzleId,
      packId: a.packId,
      assignmentId: a.assignmentId,
      outcome: a.outcome,
      solved: a.solved,
      credited: a.credited,
      blockCount: a.blockCount,
      program: a.program,
      createdAt: iso(a.createdAt),
    })),
    teacherNotes: (s?.puzzleFeedback ?? []).map((f) => ({
      id: f.id,
      puzzleId: f.puzzleId,
      text: f.text,
      author: f.author ? displayName(f.author) : null,
      createdAt: iso(f.createdAt),
      seenAt: iso(f.seenAt),
    })),
    progress: {
      overall: figures.overall,
      level: figures.level,
      units: figures.units.map((u) => ({ title: u.title, level: u.level, progress: u.progress, share: u.share })),
      skills: figures.skills,
      standards: figures.standards,
    },
    limits: {
      parentTimeLimits: child.parentTimeLimits.map((t) => ({ dayOfTheWeek: t.dayOfTheWeek, timeLimit: t.timeLimit })),
      parentLevelThresholds: child.parentLevelThresholds.map((t) => ({ grade: t.grade, level: t.level })),
      teacherTimeLimits: (s?.timeLimits ?? []).map((t) => ({ dayOfTheWeek: t.dayOfTheWeek, timeLimit: t.timeLimit })),
      teacherLevelThresholds: (s?.levelThresholds ?? []).map((t) => ({ grade: t.grade, level: t.level })),
    },
    screenTime: (s?.screenTimeDays ?? []).map((d) => ({ day: day(d.day), seconds: d.seconds })),
    friends: friends.map((f) => ({
      id: f.id,
      status: f.status,
      direction: f.fromChildId === id ? "sent" : "received",
      // Another child is named by username only once the friendship was accepted (docs/decisions/102).
      otherChild: f.status === "accepted" ? ((f.fromChildId === id ? f.toChild : f.fromChild)?.username ?? null) : null,
      createdAt: iso(f.createdAt),
      answeredAt: iso(f.answeredAt),
    })),
    conversations: conversations.map((c) => ({
      id: c.id,
      teacher: displayName(c.teacher),
      messages: c.messages.map((m) => ({
        id: m.id,
        from: m.senderId === actor.id ? "parent" : "teacher",
        body: m.body,
        createdAt: iso(m.createdAt),
        readAt: iso(m.readAt),
      })),
    })),
  };
}

export type ChildData = Awaited<ReturnType<typeof childData>>;

/** The export as CSV tables, one per kind (the zip's files). */
function childTables(d: ChildData): Record<string, CsvTable> {
  const l = d.limits;
  return {
    account: {
      header: ["field", "value"],
      rows: Object.entries({ ...d.account, class: d.account.class?.className ?? "" }).map(([k, v]) => [k, v]),
    },
    attempts: {
      header: [
        "id",
        "puzzle_id",
        "pack_id",
        "assignment_id",
        "outcome",
        "solved",
        "credited",
        "block_count",
        "program",
        "created_at",
      ],
      rows: d.attempts.map((a) => [
        a.id,
        a.puzzleId,
        a.packId,
        a.assignmentId ?? "",
        a.outcome,
        a.solved,
        a.credited,
        a.blockCount,
        typeof a.program === "string" ? a.program : JSON.stringify(a.program),
        a.createdAt,
      ]),
    },
    teacher_notes: {
      header: ["id", "puzzle_id", "text", "author", "created_at", "seen_at"],
      rows: d.teacherNotes.map((n) => [n.id, n.puzzleId, n.text, n.author ?? "", n.createdAt, n.seenAt ?? ""]),
    },
    progress: {
      header: ["unit", "level", "progress_percent", "solved", "total"],
      rows: d.progress.units.map((u) => [u.title, u.level, u.progress, u.share.solved, u.share.total]),
    },
    skills: { header: ["id", "title", "level"], rows: d.progress.skills.map((s) => [s.id, s.title, s.level]) },
    limits: {
      header: ["set_by", "kind", "key", "value"],
      rows: [
        ...l.parentTimeLimits.map((t) => ["parent", "time", t.dayOfTheWeek, t.timeLimit]),
        ...l.parentLevelThresholds.map((t) => ["parent", "level", t.grade, t.level]),
        ...l.teacherTimeLimits.map((t) => ["teacher", "time", t.dayOfTheWeek, t.timeLimit]),
        ...l.teacherLevelThresholds.map((t) => ["teacher", "level", t.grade, t.level]),
      ],
    },
    screen_time: { header: ["day", "seconds"], rows: d.screenTime.map((s) => [s.day, s.seconds]) },
    friends: {
      header: ["id", "status", "direction", "other_child", "created_at", "answered_at"],
      rows: d.friends.map((f) => [f.id, f.status, f.direction, f.otherChild ?? "", f.createdAt, f.answeredAt ?? ""]),
    },
    messages: {
      header: ["conversation_id", "teacher", "message_id", "from", "body", "created_at", "read_at"],
      rows: d.conversations.flatMap((c) =>
        c.messages.map((m) => [c.id, c.teacher, m.id, m.from, m.body, m.createdAt, m.readAt ?? ""]),
      ),
    },
  };
}

/** GET /parent/child/{id}/export?format=json|csv: the file the parent downloads. */
export async function exportChildData(actor: Actor, id: string, format: "json" | "csv"): Promise<FileResult> {
  const d = await childData(actor, id);
  const base = `sprout-${d.account.username}-${d.exportedAt.slice(0, 10)}`;
  if (format === "json") {
    const bytes = new TextEncoder().encode(JSON.stringify(d, null, 2));
    return new FileResult(bytes, "application/json; charset=utf-8", `${base}.json`, "attachment");
  }
  // Deflated off the request thread (lib/csv/off-thread.ts): every attempt carries its program.
  const zip = await runOffThread("csv.zip", childTables(d));
  return new FileResult(zip, "application/zip", `${base}-csv.zip`, "attachment");
}

/** What deleting the child takes with it (the delete dialog's counts) and whether it deletes or unlinks. */
export async function childDataSummary(actor: Actor, id: string) {
  const child = await findChildOrThrow(actor, id, {
    studentProfile: {
      select: {
        classId: true,
        class: { select: { archivedAt: true } },
        _count: { select: { puzzleAttempts: true, timeLimits: true, levelThresholds: true, screenTimeDays: true } },
      },
    },
    _count: { select: { parentTimeLimits: true, parentLevelThresholds: true } },
  });
  const s = child.studentProfile;
  const [messages, solved] = await Promise.all([
    prisma.chatMessage.count({ where: { conversation: { childId: id } } }),
    s ? prisma.puzzleAttempt.count({ where: { student: { userId: id }, solved: true } }) : 0,
  ]);
  return {
    id: child.id,
    name: displayName(child),
    /** A child in a school class is unlinked, not deleted (the school keeps the account). */
    inSchoolClass: Boolean(s?.classId),
    attempts: s?._count.puzzleAttempts ?? 0,
    solvedAttempts: solved,
    limits:
      child._count.parentTimeLimits +
      child._count.parentLevelThresholds +
      (s ? s._count.timeLimits + s._count.levelThresholds : 0),
    screenTimeDays: s?._count.screenTimeDays ?? 0,
    messages,
  };
}

export type ChildDataSummary = Awaited<ReturnType<typeof childDataSummary>>;
