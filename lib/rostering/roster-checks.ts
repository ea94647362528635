// The checks of each OneRoster 1.2 file Sprout reads (docs/decisions/240), one entry a file in the order
// buildRoster runs them: a file's references are checked against the files before it (a class's school in
// orgs.csv, an enrollment's class and user), so the order of ROSTER_CHECKS is part of the rules. Pure.
import { GRADES } from "@/lib/vocabulary";
import type { RosterFile } from "./columns";
import type { Problem, ReadZip } from "./files";
import type { Note, RosterClass } from "./roster";

export type Cells = Record<string, string>;
type Row = { line: number; cells: Cells };

/** What the checks learn, file by file; the people are resolved from it once every file is read. */
export type RosterState = {
  tables: ReadZip["tables"];
  problems: Problem[];
  notes: Note[];
  /** org sourcedId → type */
  orgs: Map<string, string>;
  /** The live academic sessions; null without academicSessions.csv (a class's terms are then not checked). */
  sessions: Set<string> | null;
  classes: RosterClass[];
  classSchool: Map<string, string>;
  /** Every class row, live or not, by sourcedId: an enrollment naming a deleted class is no error. */
  classRow: Map<string, number>;
  /** Enabled, live, valid users. */
  users: Map<string, Row>;
  /** Every sourcedId users.csv lists (a disabled user's references are dropped, not errors). */
  listedUsers: Set<string>;
  roleOf: Map<string, string>;
  schools: Map<string, Set<string>>;
  /** [class sourcedId, teacher sourcedId] */
  teaching: [string, string][];
  /** student sourcedId → class sourcedId */
  placement: Record<string, string>;
  enrolledAs: Map<string, string>;
};

export type FileCheck = {
  file: RosterFile;
  /** Cells a row needs; a row missing one is reported per column and skipped. */
  required: string[];
  /** The row's sourcedId is unique in its file (a repeat is reported and skipped). */
  unique: boolean;
  /** A row marked tobedeleted is skipped before its checks (the other files check it, then leave it out). */
  skipDeleted: boolean;
  /** Returns the row check for one build (the closure holds what a file remembers from row to row). */
  rows: (s: RosterState) => (line: number, cells: Cells) => void;
  /** After the file's rows. */
  after?: (s: RosterState) => void;
};

const EMAIL = /^[^\s@"'<>,;]+@[^\s@"'<>,;]+\.[a-z]{2,}$/i;
const ORG_TYPES = new Set(["department", "school", "district", "local", "state", "national"]);
const SESSION_TYPES = new Set(["gradingPeriod", "semester", "schoolYear", "term"]);
const ENROLLMENT_ROLES = new Set(["administrator", "proctor", "student", "teacher"]);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const rowsOf = (s: RosterState, file: RosterFile) => s.tables[file]?.rows ?? [];
export const live = (cells: Cells) => (cells.status ?? "").toLowerCase() !== "tobedeleted";

/** OneRoster grade codes (KG, 01…08) as Sprout's grade words; others as written. */
export function gradeOf(grades: string): string {
  const first = grades.split(",")[0]?.trim() ?? "";
  if (first === "KG") return GRADES[0];
  const n = /^0?([1-8])$/.exec(first);
  return n ? GRADES[Number(n[1])] : first.slice(0, 40);
}

/** The user's schools (orgs of type school), from users.csv, roles.csv and their classes. */
export function addSchool(s: RosterState, user: string, org: string) {
  if (s.orgs.get(org) !== "school") return;
  const set = s.schools.get(user) ?? new Set<string>();
  set.add(org);
  s.schools.set(user, set);
}

const NOUN: Partial<Record<RosterFile, string>> = { "orgs.csv": "org", "users.csv": "user", "classes.csv": "class" };

/** A reference to another file's sourcedId that is not there: reported only when that file was read. */
function missing(s: RosterState, file: RosterFile, line: number, cells: Cells, column: string, of: RosterFile) {
  const message = `No ${NOUN[of]} in ${of} has sourcedId "${cells[column]}".`;
  if (s.tables[of]) s.problems.push({ file, row: line, column, message });
}

const orgs: FileCheck = {
  file: "orgs.csv",
  required: ["sourcedId", "name", "type"],
  unique: true,
  skipDeleted: false,
  rows: (s) => (line, cells) => {
    if (!ORG_TYPES.has(cells.type))
      s.problems.push({
        file: "orgs.csv",
        row: line,
        column: "type",
        message: `"${cells.type}" is not an org type (${[...ORG_TYPES].join(", ")}).`,
      });
    if (live(cells)) s.orgs.set(cells.sourcedId, cells.type);
  },
  after: (s) => {
    for (const { line, cells } of rowsOf(s, "orgs.csv"))
      if (cells.parentSourcedId && !s.orgs.has(cells.parentSourcedId))
        s.problems.push({
          file: "orgs.csv",
          row: line,
          column: "parentSourcedId",
          message: `No org has sourcedId "${cells.parentSourcedId}".`,
        });
  },
};

/** Optional: checked, and the terms a class names must exist. */
const academicSessions: FileCheck = {
  file: "academicSessions.csv",
  required: ["sourcedId", "title", "type", "startDate", "endDate", "schoolYear"],
  unique: true,
  skipDeleted: false,
  rows: (s) => (line, cells) => {
    const file = "academicSessions.csv";
    if (!SESSION_TYPES.has(cells.type))
      s.problems.push({ file, row: line, column: "type", message: `"${cells.type}" is not a session type.` });
    for (const c of ["startDate", "endDate"])
      if (!DATE.test(cells[c]))
        s.problems.push({ file, row: line, column: c, message: `"${cells[c]}" is not a date (YYYY-MM-DD).` });
    if (!/^\d{4}$/.test(cells.schoolYear))
      s.problems.push({ file, row: line, column: "schoolYear", message: "schoolYear is a year (YYYY)." });
    if (live(cells)) s.sessions!.add(cells.sourcedId);
  },
};

const classes: FileCheck = {
  file: "classes.csv",
  required: ["sourcedId", "title", "schoolSourcedId"],
  unique: true,
  skipDeleted: false,
  rows: (s) => (line, cells) => {
    const file = "classes.csv";
    let ok = true;
    if (!s.orgs.has(cells.schoolSourcedId)) {
      missing(s, file, line, cells, "schoolSourcedId", "orgs.csv");
      ok = false;
    }
    if (cells.title.length > 100) {
      s.problems.push({ file, row: line, column: "title", message: "The title is longer than 100 characters." });
      ok = false;
    }
    if (s.sessions)
      for (const term of (cells.termSourcedIds ?? "")
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean))
        if (!s.sessions.has(term))
          s.problems.push({
            file,
            row: line,
            column: "termSourcedIds",
            message: `No academic session has sourcedId "${term}".`,
          });
    s.classRow.set(cells.sourcedId, line);
    if (!ok || !live(cells)) return;
    s.classSchool.set(cells.sourcedId, cells.schoolSourcedId);
    s.classes.push({
      sourceId: cells.sourcedId,
      title: cells.title,
      grade: gradeOf(cells.grades ?? ""),
      subject: (cells.subjects ?? "").split(",")[0].trim().slice(0, 100),
    });
  },
};

const users: FileCheck = {
  file: "users.csv",
  required: ["sourcedId", "givenName", "familyName"],
  unique: true,
  skipDeleted: false,
  rows: (s) => (line, cells) => {
    const file = "users.csv";
    let ok = true;
    if (!["true", "false"].includes(cells.enabledUser)) {
      s.problems.push({ file, row: line, column: "enabledUser", message: "enabledUser is true or false." });
      ok = false;
    }
    for (const c of ["givenName", "familyName"])
      if (cells[c].length > 50) {
        s.problems.push({ file, row: line, column: c, message: `${c} is longer than 50 characters.` });
        ok = false;
      }
    if (cells.email && (!EMAIL.test(cells.email) || cells.email.length > 254)) {
      s.problems.push({ file, row: line, column: "email", message: `"${cells.email}" is not an email address.` });
      ok = false;
    }
    if (cells.primaryOrgSourcedId && !s.orgs.has(cells.primaryOrgSourcedId)) {
      missing(s, file, line, cells, "primaryOrgSourcedId", "orgs.csv");
      ok = false;
    }
    if (ok && live(cells) && cells.enabledUser === "true") s.users.set(cells.sourcedId, { line, cells });
  },
  after: (s) => {
    for (const { cells } of rowsOf(s, "users.csv")) s.listedUsers.add(cells.sourcedId);
    for (const [id, u] of s.users) if (u.cells.primaryOrgSourcedId) addSchool(s, id, u.cells.primaryOrgSourcedId);
  },
};

/** Optional: a user's role and school. */
const roles: FileCheck = {
  file: "roles.csv",
  required: ["userSourcedId", "role", "orgSourcedId"],
  unique: false,
  skipDeleted: true,
  rows: (s) => (line, cells) => {
    if (!s.users.has(cells.userSourcedId)) {
      if (!s.listedUsers.has(cells.userSourcedId)) missing(s, "roles.csv", line, cells, "userSourcedId", "users.csv");
      return;
    }
    if (!s.orgs.has(cells.orgSourcedId)) {
      missing(s, "roles.csv", line, cells, "orgSourcedId", "orgs.csv");
      return;
    }
    if (cells.roleType === "primary" || !s.roleOf.has(cells.userSourcedId))
      s.roleOf.set(cells.userSourcedId, cells.role);
    addSchool(s, cells.userSourcedId, cells.orgSourcedId);
  },
};

const enrollments: FileCheck = {
  file: "enrollments.csv",
  required: ["sourcedId", "classSourcedId", "userSourcedId", "role"],
  unique: true,
  skipDeleted: true,
  rows: (s) => {
    const file = "enrollments.csv";
    const liveClasses = new Set(s.classes.map((c) => c.sourceId));
    const pairs = new Set<string>();
    return (line, cells) => {
      let ok = true;
      if (!s.classRow.has(cells.classSourcedId)) {
        missing(s, file, line, cells, "classSourcedId", "classes.csv");
        ok = false;
      }
      if (!s.users.has(cells.userSourcedId)) {
        // A disabled or tobedeleted user's enrollment is dropped with them; an unknown one is an error.
        if (!s.listedUsers.has(cells.userSourcedId)) missing(s, file, line, cells, "userSourcedId", "users.csv");
        ok = false;
      }
      if (!ENROLLMENT_ROLES.has(cells.role)) {
        s.problems.push({ file, row: line, column: "role", message: `"${cells.role}" is not an enrollment role.` });
        ok = false;
      }
      if (!ok || !liveClasses.has(cells.classSourcedId)) return;
      const key = `${cells.classSourcedId}\u0000${cells.userSourcedId}`;
      if (pairs.has(key)) return;
      pairs.add(key);
      addSchool(s, cells.userSourcedId, s.classSchool.get(cells.classSourcedId)!);
      const role = cells.role === "student" ? "student" : "teacher";
      const earlier = s.enrolledAs.get(cells.userSourcedId);
      if (earlier && earlier !== role) {
        s.problems.push({
          file,
          row: line,
          column: "role",
          message: `User "${cells.userSourcedId}" is enrolled as both student and teacher.`,
        });
        return;
      }
      s.enrolledAs.set(cells.userSourcedId, role);
      if (role === "teacher") s.teaching.push([cells.classSourcedId, cells.userSourcedId]);
      else if (s.placement[cells.userSourcedId]) {
        s.notes.push({
          file,
          row: line,
          message: `Student "${cells.userSourcedId}" is already in class "${s.placement[cells.userSourcedId]}"; a Sprout student belongs to one class, so this enrollment is left out.`,
        });
      } else s.placement[cells.userSourcedId] = cells.classSourcedId;
    };
  },
};

/** The files Sprout reads, each with its checks, in the order they run. */
export const ROSTER_CHECKS: readonly FileCheck[] = [orgs, academicSessions, classes, users, roles, enrollments];
