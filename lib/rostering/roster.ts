// From a OneRoster 1.2 file set to Sprout's roster (docs/decisions/240): teachers and students with their
// sourcedId, classes, and who teaches and who learns in each. Pure. Every reference is checked (an enrollment
// naming a class the file lacks, a user in two schools, …) and reported on its own row; a row marked tobedeleted
// counts as gone. What Sprout cannot keep (a student in two classes: Sprout has one class a student) is a note.
// The checks of each file are a table in roster-checks.ts; this file runs it and decides who is kept.
import type { Problem, ReadZip } from "./files";
import { live, rowsOf, ROSTER_CHECKS, type Cells, type FileCheck, type RosterState } from "./roster-checks";

export type RosterPerson = {
  sourceId: string;
  role: "teacher" | "student";
  givenName: string;
  familyName: string;
  /** Lower-cased; a teacher's invitation goes there. Students' addresses are not imported. */
  email: string;
  /** The school's own number (OneRoster `identifier`), kept as the student's external id. */
  identifier: string;
  /** A student's own username, when the administrator's CSV gives one (./admin-csv.ts); else one is made. */
  username?: string;
  /** A district file's (./district.ts): the sourcedIds of the schools the person is in (a teacher may be in several). */
  schools?: string[];
};
export type RosterClass = {
  sourceId: string;
  title: string;
  grade: string;
  subject: string;
  /** A district file's: the class's school sourcedId. */
  school?: string;
};
/** An org of orgs.csv (a district file's district and its schools). */
export type RosterOrg = { sourceId: string; name: string };
/** A school's administrator in a district file: invited as the school's organizer. */
export type RosterAdministrator = {
  sourceId: string;
  givenName: string;
  familyName: string;
  email: string;
  schools: string[];
};
export type Roster = {
  people: RosterPerson[];
  classes: RosterClass[];
  /** [class sourcedId, teacher sourcedId] */
  teaching: [string, string][];
  /** student sourcedId → class sourcedId */
  placement: Record<string, string>;
  /** A district file (two schools or more in orgs.csv, docs/decisions/240 amended): one organization per school. */
  district?: RosterOrg | null;
  schools?: RosterOrg[];
  administrators?: RosterAdministrator[];
};
export type Note = { file: string; row: number; message: string };

/** Runs one file's checks over its rows: required cells, a unique sourcedId, then the file's own. */
function checkFile(s: RosterState, check: FileCheck) {
  const { file } = check;
  const seen = new Map<string, number>();
  const row = check.rows(s);
  for (const { line, cells } of rowsOf(s, file)) {
    let ok = true;
    for (const c of check.required)
      if (!cells[c]) {
        s.problems.push({ file, row: line, column: c, message: `${c} is required.` });
        ok = false;
      }
    if (!ok) continue;
    if (check.unique) {
      const first = seen.get(cells.sourcedId);
      if (first !== undefined) {
        s.problems.push({
          file,
          row: line,
          column: "sourcedId",
          message: `sourcedId "${cells.sourcedId}" is already used on row ${first}.`,
        });
        continue;
      }
      seen.set(cells.sourcedId, line);
    }
    if (check.skipDeleted && !live(cells)) continue;
    row(line, cells);
  }
  check.after?.(s);
}

/** Runs each file's checks (ROSTER_CHECKS, in order), then keeps the people Sprout can hold. */
export function buildRoster(read: ReadZip): { roster: Roster; problems: Problem[]; notes: Note[] } {
  const s: RosterState = {
    tables: read.tables,
    problems: [...read.problems],
    notes: read.ignored.map((file) => ({ file, row: 0, message: "Sprout does not use this file." })),
    orgs: new Map(),
    sessions: read.tables["academicSessions.csv"] ? new Set() : null,
    classes: [],
    classSchool: new Map(),
    classRow: new Map(),
    users: new Map(),
    listedUsers: new Set(),
    roleOf: new Map(),
    schools: new Map(),
    teaching: [],
    placement: {},
    enrolledAs: new Map(),
  };
  for (const check of ROSTER_CHECKS) checkFile(s, check);
  const { problems, notes, users, roleOf, enrolledAs, schools, placement, classes, teaching } = s;

  // A district file: two live schools or more, each its own organization (./district.ts). One school keeps the
  // organization itself as the school, as before.
  const orgRows = new Map<string, Cells>();
  for (const { cells } of rowsOf(s, "orgs.csv"))
    if (live(cells) && s.orgs.has(cells.sourcedId) && !orgRows.has(cells.sourcedId))
      orgRows.set(cells.sourcedId, cells);
  const orgsOf = (type: string) =>
    [...orgRows.values()]
      .filter((c) => c.type === type)
      .map((c) => ({ sourceId: c.sourcedId, name: c.name.slice(0, 120) }));
  const schoolOrgs = orgsOf("school");
  const isDistrict = schoolOrgs.length > 1;
  const administrators: RosterAdministrator[] = [];
  if (isDistrict)
    for (const c of classes) {
      c.school = s.classSchool.get(c.sourceId);
      if (s.orgs.get(c.school!) !== "school")
        problems.push({
          file: "classes.csv",
          row: s.classRow.get(c.sourceId)!,
          column: "schoolSourcedId",
          message: `"${c.school}" is not a school; in a file of several schools each class names its school.`,
        });
    }

  // People: a role from roles.csv, else from their enrollments; one school each (a district's teacher: one or more).
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
    const inSchools = [...(schools.get(id) ?? [])].sort();
    if (inSchools.length > 1 && (!isDistrict || role === "student")) {
      problems.push({
        file: "users.csv",
        row: line,
        column: "sourcedId",
        message: isDistrict
          ? `Student "${id}" belongs to ${inSchools.length} schools (${inSchools.join(", ")}); a Sprout student is in one class of one school, so the file must place them in one school.`
          : `"${id}" belongs to ${inSchools.length} schools (${inSchools.join(", ")}); a Sprout organization is one school, so export each school on its own.`,
      });
      continue;
    }
    if (isDistrict && declared === "administrator" && inSchools.length && cells.email) {
      administrators.push({
        sourceId: id,
        givenName: cells.givenName,
        familyName: cells.familyName,
        email: cells.email.toLowerCase(),
        schools: inSchools,
      });
      continue;
    }
    if (isDistrict && role === "teacher" && !inSchools.length) {
      notes.push({ file: "users.csv", row: line, message: `Teacher "${id}" is in no school of the file; left out.` });
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
      ...(isDistrict && { schools: inSchools }),
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
      ...(isDistrict && { district: orgsOf("district")[0] ?? null, schools: schoolOrgs, administrators }),
    },
    problems,
    notes,
  };
}
