// From a OneRoster 1.2 file set to Sprout's roster (docs/decisions/240): teachers and students with their
// sourcedId, classes, and who teaches and who learns in each. Pure. Every reference is checked (an enrollment
// naming a class the file lacks, a user in two schools, …) and reported on its own row; a row marked tobedeleted
// counts as gone. What Sprout cannot keep (a student in two classes: Sprout has one class a student) is a note.
import { GRADES } from "@/lib/vocabulary";
import type { Problem, ReadZip, Table } from "./files";

export type RosterPerson = {
  sourceId: string;
  role: "teacher" | "student";
  givenName: string;
  familyName: string;
  /** Lower-cased; a teacher's invitation goes there. Students' addresses are not imported. */
  email: string;
  /** The school's own number (OneRoster `identifier`), kept as the student's external id. */
  identifier: string;
};
export type RosterClass = { sourceId: string; title: string; grade: string; subject: string };
export type Roster = {
  people: RosterPerson[];
  classes: RosterClass[];
  /** [class sourcedId, teacher sourcedId] */
  teaching: [string, string][];
  /** student sourcedId → class sourcedId */
  placement: Record<string, string>;
};
export type Note = { file: string; row: number; message: string };

const EMAIL = /^[^\s@"'<>,;]+@[^\s@"'<>,;]+\.[a-z]{2,}$/i;
const ORG_TYPES = new Set(["department", "school", "district", "local", "state", "national"]);
const SESSION_TYPES = new Set(["gradingPeriod", "semester", "schoolYear", "term"]);
const ENROLLMENT_ROLES = new Set(["administrator", "proctor", "student", "teacher"]);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const rowsOf = (t: Table | undefined) => t?.rows ?? [];
const live = (cells: Record<string, string>) => (cells.status ?? "").toLowerCase() !== "tobedeleted";

/** OneRoster grade codes (KG, 01…08) as Sprout's grade words; others as written. */
export function gradeOf(grades: string): string {
  const first = grades.split(",")[0]?.trim() ?? "";
  if (first === "KG") return GRADES[0];
  const n = /^0?([1-8])$/.exec(first);
  return n ? GRADES[Number(n[1])] : first.slice(0, 40);
}

export function buildRoster(read: ReadZip): { roster: Roster; problems: Problem[]; notes: Note[] } {
  const problems: Problem[] = [...read.problems];
  const notes: Note[] = read.ignored.map((file) => ({ file, row: 0, message: "Sprout does not use this file." }));
  const t = read.tables;
  const need = (file: string, row: number, cells: Record<string, string>, columns: string[]) => {
    let ok = true;
    for (const c of columns)
      if (!cells[c]) {
        problems.push({ file, row, column: c, message: `${c} is required.` });
        ok = false;
      }
    return ok;
  };
  const unique = (file: string) => {
    const seen = new Map<string, number>();
    return (row: number, id: string) => {
      const first = seen.get(id);
      if (first !== undefined) {
        problems.push({
          file,
          row,
          column: "sourcedId",
          message: `sourcedId "${id}" is already used on row ${first}.`,
        });
        return false;
      }
      seen.set(id, row);
      return true;
    };
  };

  // orgs.csv
  const orgs = new Map<string, string>(); // sourcedId → type
  {
    const once = unique("orgs.csv");
    for (const { line, cells } of rowsOf(t["orgs.csv"])) {
      if (!need("orgs.csv", line, cells, ["sourcedId", "name", "type"]) || !once(line, cells.sourcedId)) continue;
      if (!ORG_TYPES.has(cells.type))
        problems.push({
          file: "orgs.csv",
          row: line,
          column: "type",
          message: `"${cells.type}" is not an org type (${[...ORG_TYPES].join(", ")}).`,
        });
      if (live(cells)) orgs.set(cells.sourcedId, cells.type);
    }
    for (const { line, cells } of rowsOf(t["orgs.csv"]))
      if (cells.parentSourcedId && !orgs.has(cells.parentSourcedId))
        problems.push({
          file: "orgs.csv",
          row: line,
          column: "parentSourcedId",
          message: `No org has sourcedId "${cells.parentSourcedId}".`,
        });
  }

  // academicSessions.csv (optional): checked, and the terms a class names must exist.
  const sessions = t["academicSessions.csv"] ? new Set<string>() : null;
  {
    const once = unique("academicSessions.csv");
    for (const { line, cells } of rowsOf(t["academicSessions.csv"])) {
      const f = "academicSessions.csv";
      if (!need(f, line, cells, ["sourcedId", "title", "type", "startDate", "endDate", "schoolYear"])) continue;
      if (!once(line, cells.sourcedId)) continue;
      if (!SESSION_TYPES.has(cells.type))
        problems.push({ file: f, row: line, column: "type", message: `"${cells.type}" is not a session type.` });
      for (const c of ["startDate", "endDate"])
        if (!DATE.test(cells[c]))
          problems.push({ file: f, row: line, column: c, message: `"${cells[c]}" is not a date (YYYY-MM-DD).` });
      if (!/^\d{4}$/.test(cells.schoolYear))
        problems.push({ file: f, row: line, column: "schoolYear", message: "schoolYear is a year (YYYY)." });
      if (live(cells)) sessions!.add(cells.sourcedId);
    }
  }

  // classes.csv
  const classes: RosterClass[] = [];
  const classSchool = new Map<string, string>();
  const classRow = new Map<string, number>();
  {
    const f = "classes.csv";
    const once = unique(f);
    for (const { line, cells } of rowsOf(t[f])) {
      if (!need(f, line, cells, ["sourcedId", "title", "schoolSourcedId"]) || !once(line, cells.sourcedId)) continue;
      let ok = true;
      if (!orgs.has(cells.schoolSourcedId)) {
        if (t["orgs.csv"])
          problems.push({
            file: f,
            row: line,
            column: "schoolSourcedId",
            message: `No org in orgs.csv has sourcedId "${cells.schoolSourcedId}".`,
          });
        ok = false;
      }
      if (cells.title.length > 100) {
        problems.push({ file: f, row: line, column: "title", message: "The title is longer than 100 characters." });
        ok = false;
      }
      if (sessions)
        for (const term of (cells.termSourcedIds ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean))
          if (!sessions.has(term))
            problems.push({
              file: f,
              row: line,
              column: "termSourcedIds",
              message: `No academic session has sourcedId "${term}".`,
            });
      classRow.set(cells.sourcedId, line);
      if (!ok || !live(cells)) continue;
      classSchool.set(cells.sourcedId, cells.schoolSourcedId);
      classes.push({
        sourceId: cells.sourcedId,
        title: cells.title,
        grade: gradeOf(cells.grades ?? ""),
        subject: (cells.subjects ?? "").split(",")[0].trim().slice(0, 100),
      });
    }
  }

  // users.csv
  type U = { line: number; cells: Record<string, string> };
  const users = new Map<string, U>();
  {
    const f = "users.csv";
    const once = unique(f);
    for (const row of rowsOf(t[f])) {
      const { line, cells } = row;
      if (!need(f, line, cells, ["sourcedId", "givenName", "familyName"]) || !once(line, cells.sourcedId)) continue;
      let ok = true;
      if (!["true", "false"].includes(cells.enabledUser)) {
        problems.push({ file: f, row: line, column: "enabledUser", message: "enabledUser is true or false." });
        ok = false;
      }
      for (const c of ["givenName", "familyName"])
        if (cells[c].length > 50) {
          problems.push({ file: f, row: line, column: c, message: `${c} is longer than 50 characters.` });
          ok = false;
        }
      if (cells.email && (!EMAIL.test(cells.email) || cells.email.length > 254)) {
        problems.push({ file: f, row: line, column: "email", message: `"${cells.email}" is not an email address.` });
        ok = false;
      }
      if (cells.primaryOrgSourcedId && !orgs.has(cells.primaryOrgSourcedId)) {
        if (t["orgs.csv"])
          problems.push({
            file: f,
            row: line,
            column: "primaryOrgSourcedId",
            message: `No org in orgs.csv has sourcedId "${cells.primaryOrgSourcedId}".`,
          });
        ok = false;
      }
      if (ok && live(cells) && cells.enabledUser === "true") users.set(cells.sourcedId, row);
    }
  }

  const listedUsers = new Set(rowsOf(t["users.csv"]).map((r) => r.cells.sourcedId));
  // roles.csv (optional): a user's role and school.
  const roleOf = new Map<string, string>();
  const schools = new Map<string, Set<string>>();
  const addSchool = (user: string, org: string) => {
    if (orgs.get(org) !== "school") return;
    const set = schools.get(user) ?? new Set<string>();
    set.add(org);
    schools.set(user, set);
  };
  for (const [id, u] of users) if (u.cells.primaryOrgSourcedId) addSchool(id, u.cells.primaryOrgSourcedId);
  {
    const f = "roles.csv";
    for (const { line, cells } of rowsOf(t[f])) {
      if (!need(f, line, cells, ["userSourcedId", "role", "orgSourcedId"]) || !live(cells)) continue;
      if (!users.has(cells.userSourcedId)) {
        if (t["users.csv"] && !listedUsers.has(cells.userSourcedId))
          problems.push({
            file: f,
            row: line,
            column: "userSourcedId",
            message: `No user in users.csv has sourcedId "${cells.userSourcedId}".`,
          });
        continue;
      }
      if (!orgs.has(cells.orgSourcedId)) {
        if (!t["orgs.csv"]) continue;
        problems.push({
          file: f,
          row: line,
          column: "orgSourcedId",
          message: `No org in orgs.csv has sourcedId "${cells.orgSourcedId}".`,
        });
        continue;
      }
      if (cells.roleType === "primary" || !roleOf.has(cells.userSourcedId)) roleOf.set(cells.userSourcedId, cells.role);
      addSchool(cells.userSourcedId, cells.orgSourcedId);
    }
  }

  // enrollments.csv
  const teaching: [string, string][] = [];
  const placement: Record<string, string> = {};
  const enrolledAs = new Map<string, string>();
  const liveClasses = new Set(classes.map((c) => c.sourceId));
  {
    const f = "enrollments.csv";
    const once = unique(f);
    const pairs = new Set<string>();
    for (const { line, cells } of rowsOf(t[f])) {
      if (!need(f, line, cells, ["sourcedId", "classSourcedId", "userSourcedId", "role"])) continue;
      if (!once(line, cells.sourcedId) || !live(cells)) continue;
      let ok = true;
      if (!classRow.has(cells.classSourcedId)) {
        if (t["classes.csv"])
          problems.push({
            file: f,
            row: line,
            column: "classSourcedId",
            message: `No class in classes.csv has sourcedId "${cells.classSourcedId}".`,
          });
        ok = false;
      }
      if (!users.has(cells.userSourcedId)) {
        // A disabled or tobedeleted user's enrollment is dropped with them; an unknown one is an error.
        if (t["users.csv"] && !listedUsers.has(cells.userSourcedId)) {
          problems.push({
            file: f,
            row: line,
            column: "userSourcedId",
            message: `No user in users.csv has sourcedId "${cells.userSourcedId}".`,
          });
        }
        ok = false;
      }
      if (!ENROLLMENT_ROLES.has(cells.role)) {
        problems.push({ file: f, row: line, column: "role", message: `"${cells.role}" is not an enrollment role.` });
        ok = false;
      }
      if (!ok || !liveClasses.has(cells.classSourcedId)) continue;
      const key = `${cells.classSourcedId}\u0000${cells.userSourcedId}`;
      if (pairs.has(key)) continue;
      pairs.add(key);
      addSchool(cells.userSourcedId, classSchool.get(cells.classSourcedId)!);
      const role = cells.role === "student" ? "student" : "teacher";
      const earlier = enrolledAs.get(cells.userSourcedId);
      if (earlier && earlier !== role) {
        problems.push({
          file: f,
          row: line,
          column: "role",
          message: `User "${cells.userSourcedId}" is enrolled as both student and teacher.`,
        });
        continue;
      }
      enrolledAs.set(cells.userSourcedId, role);
      if (role === "teacher") teaching.push([cells.classSourcedId, cells.userSourcedId]);
      else if (placement[cells.userSourcedId]) {
        notes.push({
          file: f,
          row: line,
          message: `Student "${cells.userSourcedId}" is already in class "${placement[cells.userSourcedId]}"; a Sprout student belongs to one class, so this enrollment is left out.`,
        });
      } else placement[cells.userSourcedId] = cells.classSourcedId;
    }
  }

  // People: a role from roles.csv, else from their enrollments; one school each.
  const people: RosterPerson[] = [];
  for (const [id, { line, cells }] of users) {
    const declared = roleOf.get(id);
    const role =
      declared === "student"
        ? "student"
        : declared === "teacher"
          ? "teacher"
          : declared
            ? null
            : ((enrolledAs.get(id) as "student" | "teacher" | undefined) ?? null);
    const inSchools = [...(schools.get(id) ?? [])];
    if (inSchools.length > 1) {
      problems.push({
        file: "users.csv",
        row: line,
        column: "sourcedId",
        message: `"${id}" belongs to ${inSchools.length} schools (${inSchools.sort().join(", ")}); a Sprout organization is one school, so export each school on its own.`,
      });
      continue;
    }
    if (!role) {
      notes.push({
        file: "users.csv",
        row: line,
        message: declared
          ? `"${id}" is a ${declared}; Sprout imports teachers and students only.`
          : `"${id}" has no enrollment; left out.`,
      });
      continue;
    }
    if (enrolledAs.get(id) && enrolledAs.get(id) !== role) {
      problems.push({
        file: "users.csv",
        row: line,
        column: "sourcedId",
        message: `"${id}" is a ${role} in roles.csv but enrolled as a ${enrolledAs.get(id)}.`,
      });
      continue;
    }
    if (role === "teacher" && !cells.email) {
      problems.push({
        file: "users.csv",
        row: line,
        column: "email",
        message: "A teacher needs an email address: Sprout mails their invitation there.",
      });
      continue;
    }
    if (role === "student" && !placement[id]) {
      notes.push({ file: "users.csv", row: line, message: `Student "${id}" is in no class; left out.` });
      continue;
    }
    people.push({
      sourceId: id,
      role,
      givenName: cells.givenName,
      familyName: cells.familyName,
      email: role === "teacher" ? cells.email.toLowerCase() : "",
      identifier: (cells.identifier ?? "").slice(0, 50),
    });
  }
  const teacherEmails = new Map<string, string>();
  for (const p of people.filter((p) => p.role === "teacher")) {
    const other = teacherEmails.get(p.email);
    if (other) {
      const line = users.get(p.sourceId)!.line;
      problems.push({
        file: "users.csv",
        row: line,
        column: "email",
        message: `Teachers "${other}" and "${p.sourceId}" share the address ${p.email}.`,
      });
    }
    teacherEmails.set(p.email, p.sourceId);
  }
  const kept = new Set(people.map((p) => p.sourceId));
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.row - b.row);
  return {
    roster: {
      people,
      classes,
      teaching: teaching.filter(([, u]) => kept.has(u)),
      placement: Object.fromEntries(Object.entries(placement).filter(([u]) => kept.has(u))),
    },
    problems,
    notes,
  };
}
