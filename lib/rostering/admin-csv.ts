// The administrator's people file (issue 42; SPEC "an administrator can import many people at once from a CSV
// file"): one CSV of rows role,firstName,lastName,email,username,grade,class read into the same Roster a OneRoster
// zip becomes (./roster.ts), with sourcedIds made up from the file's own keys so that importing the same file again
// changes nothing. Pure: the taken usernames are checked by the caller (./admin-csv-service.ts). Every problem names
// its line (row 1 is the header, as a spreadsheet shows it) and its column.
import { parse } from "csv-parse/sync";
import { EMAIL, hasControlCharacter, MAX_CSV_ROWS, USERNAME } from "@/lib/csv/student-rows";
import { GRADE_CODES, gradeDisplay, gradeLabel, GRADES } from "@/lib/vocabulary";
import type { Problem } from "./files";
import type { Note, Roster, RosterClass, RosterPerson } from "./roster";

export const PEOPLE_CSV_COLUMNS = ["role", "firstName", "lastName", "email", "username", "grade", "class"] as const;
type Column = (typeof PEOPLE_CSV_COLUMNS)[number];
/** A teacher's `class` cell lists the classes they teach, separated by this. */
export const CLASS_SEPARATOR = ";";
/** The prefix of every sourcedId this file makes (a OneRoster file's never starts so: theirs are the SIS's). */
export const CSV_SOURCE = "csv:";
const LIMITS: Record<Column, number> = {
  role: 20,
  firstName: 50,
  lastName: 50,
  email: 254,
  username: 30,
  grade: 20,
  class: 100,
};

export type PeopleCsv = {
  roster: Roster;
  problems: Problem[];
  notes: Note[];
  /** The students' own usernames with their line: the caller refuses those another account holds. */
  usernames: { username: string; line: number }[];
};

/** "K", "1" … "8" (SPEC §9's grades, as GRADE_CODES writes them), or a grade's own name ("Grade 3", "Kindergarten"). */
export function gradeOfCell(value: string): string | null {
  const v = value.trim().toLowerCase();
  const code = GRADE_CODES.find((c) => c.toLowerCase() === v);
  if (code) return gradeLabel(code);
  return GRADES.find((g) => g.toLowerCase() === v || gradeDisplay(g).toLowerCase() === v) ?? null;
}

const classKey = (name: string) => name.trim().toLowerCase();
export const teacherSource = (email: string) => `${CSV_SOURCE}teacher:${email}`;
export const studentSource = (username: string) => `${CSV_SOURCE}student:${username}`;
export const classSource = (name: string) => `${CSV_SOURCE}class:${classKey(name)}`;
/** A student with no username is known by their names and class (the account keeps the username made for it). */
const unnamedStudentSource = (first: string, last: string, cls: string) =>
  `${CSV_SOURCE}student:${[first, last, classKey(cls)].map((p) => encodeURIComponent(p.toLowerCase())).join("/")}`;

type Row = { line: number; cells: Record<Column, string> };

/** Parses the text into rows under the header; the header's and the file's problems end it early. */
function readRows(text: string, file: string, problems: Problem[]): Row[] {
  const at = (row: number, column: string | null, message: string) => problems.push({ file, row, column, message });
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as never;
  } catch (error) {
    at((error as { lines?: number }).lines ?? 0, null, "The CSV could not be read (check its quotes).");
    return [];
  }
  records = records.filter((r) => r.record.some((c) => c.trim() !== ""));
  const head = records.shift();
  if (!head) {
    at(0, null, `The file is empty: its first line must be the header ${PEOPLE_CSV_COLUMNS.join(",")}.`);
    return [];
  }
  const header = head.record.map((h) => h.trim());
  const index = new Map<Column, number>();
  header.forEach((h, i) => {
    const c = PEOPLE_CSV_COLUMNS.find((k) => k.toLowerCase() === h.toLowerCase());
    if (!c) at(1, h || `column ${i + 1}`, `Unknown column "${h}": the columns are ${PEOPLE_CSV_COLUMNS.join(",")}.`);
    else if (index.has(c)) at(1, c, `The column "${c}" appears twice.`);
    else index.set(c, i);
  });
  for (const c of PEOPLE_CSV_COLUMNS) if (!index.has(c)) at(1, c, `The column "${c}" is missing.`);
  if (problems.length) return [];
  if (!records.length) at(0, null, "The file has its header but no people.");
  if (records.length > MAX_CSV_ROWS)
    at(
      0,
      null,
      `The file has ${records.length.toLocaleString("en-US")} people; import at most ${MAX_CSV_ROWS.toLocaleString("en-US")} at a time.`,
    );
  if (problems.length) return [];
  const rows: Row[] = [];
  for (const { record, info } of records) {
    const line = info.lines;
    if (record.length !== header.length) {
      at(
        line,
        null,
        `The row has ${record.length} cells; the header has ${header.length}. A cell with a comma must be in double quotes.`,
      );
      continue;
    }
    const cells = {} as Record<Column, string>;
    let clean = true;
    for (const c of PEOPLE_CSV_COLUMNS) {
      const v = record[index.get(c)!].trim();
      if (hasControlCharacter(v)) {
        at(line, c, "The cell holds an invisible control character, which cannot be saved. Retype it.");
        clean = false;
      } else if (v.length > LIMITS[c]) {
        at(line, c, `The cell is longer than ${LIMITS[c]} characters.`);
        clean = false;
      }
      cells[c] = v;
    }
    if (clean) rows.push({ line, cells });
  }
  return rows;
}

/** The file read and checked, as a Roster: teachers by e-mail, students by username (or names and class). */
export function readPeopleCsv(text: string, file: string): PeopleCsv {
  const problems: Problem[] = [];
  const notes: Note[] = [];
  const at = (row: number, column: Column | null, message: string) => problems.push({ file, row, column, message });
  const note = (row: number, message: string) => notes.push({ file, row, message });
  const people: RosterPerson[] = [];
  const classes = new Map<string, { title: string; grades: Set<string> }>();
  const teaching: [string, string][] = [];
  const placement: Record<string, string> = {};
  const usernames: PeopleCsv["usernames"] = [];
  const seen = new Map<string, number>();
  const classOf = (name: string) => {
    const key = classSource(name);
    if (!classes.has(key)) classes.set(key, { title: name, grades: new Set() });
    return key;
  };

  for (const { line, cells } of readRows(text, file, problems)) {
    const role = cells.role.toLowerCase();
    let ok = true;
    for (const c of ["firstName", "lastName"] as const)
      if (!cells[c]) {
        at(line, c, `${c} is required.`);
        ok = false;
      }
    if (role === "teacher") {
      const email = cells.email.toLowerCase();
      if (!email) at(line, "email", "A teacher needs an email address: Sprout mails their invitation there.");
      else if (!EMAIL.test(email)) at(line, "email", `"${cells.email}" is not an email address.`);
      const sourceId = teacherSource(email);
      const first = seen.get(sourceId);
      if (email && first !== undefined) at(line, "email", `The teacher ${email} is also on row ${first}.`);
      if (!ok || !email || !EMAIL.test(email) || first !== undefined) continue;
      seen.set(sourceId, line);
      if (cells.username) note(line, "A teacher chooses their own username when they join; this one is not used.");
      if (cells.grade) note(line, "A teacher's grade is not used: a class takes its students' grade.");
      people.push({
        sourceId,
        role: "teacher",
        givenName: cells.firstName,
        familyName: cells.lastName,
        email,
        identifier: "",
      });
      const names = [
        ...new Set(
          cells.class
            .split(CLASS_SEPARATOR)
            .map((n) => n.trim())
            .filter(Boolean),
        ),
      ];
      for (const key of new Set(names.map(classOf))) teaching.push([key, sourceId]);
    } else if (role === "student") {
      const username = cells.username.toLowerCase();
      if (username && !USERNAME.test(username)) {
        at(
          line,
          "username",
          `"${cells.username}" must be 3-30 letters, digits, dots, dashes or underscores, starting with a letter or digit.`,
        );
        ok = false;
      }
      const grade = gradeOfCell(cells.grade);
      if (!cells.grade) at(line, "grade", "A student needs a grade: K or 1 to 8.");
      else if (!grade) at(line, "grade", `"${cells.grade}" is not a grade: write K or 1 to 8.`);
      if (!cells.class) at(line, "class", "A student needs a class: the name of the class they are in.");
      else if (cells.class.includes(CLASS_SEPARATOR))
        at(line, "class", "A student is in one class: name only one (a teacher's row may list several).");
      if (!ok || !grade || !cells.class || cells.class.includes(CLASS_SEPARATOR)) continue;
      const sourceId = username
        ? studentSource(username)
        : unnamedStudentSource(cells.firstName, cells.lastName, cells.class);
      const first = seen.get(sourceId);
      if (first !== undefined) {
        at(
          line,
          "username",
          username
            ? `The username "${username}" is also on row ${first}.`
            : `A student of the same name in the same class is on row ${first}: give each a username.`,
        );
        continue;
      }
      seen.set(sourceId, line);
      if (cells.email)
        note(line, "Students' email addresses are not imported: a child signs in with a username or card.");
      const key = classOf(cells.class);
      classes.get(key)!.grades.add(grade);
      placement[sourceId] = key;
      if (username) usernames.push({ username, line });
      people.push({
        sourceId,
        role: "student",
        givenName: cells.firstName,
        familyName: cells.lastName,
        email: "",
        identifier: "",
        ...(username && { username }),
      });
    } else if (["organizer", "organiser", "administrator", "admin"].includes(role)) {
      at(line, "role", "The file imports teachers and students; invite an organizer from the Invitations tab.");
    } else {
      at(line, "role", cells.role ? `"${cells.role}" is not a role: write teacher or student.` : "role is required.");
    }
  }

  const rosterClasses: RosterClass[] = [...classes].map(([sourceId, { title, grades }]) => {
    // A mixed class takes the youngest of its grades (Sprout's class has one); the preview says so.
    const sorted = [...grades].sort((a, b) => GRADES.indexOf(a as never) - GRADES.indexOf(b as never));
    if (sorted.length > 1)
      note(
        0,
        `The class "${title}" mixes ${sorted.map(gradeDisplay).join(", ")}; it gets the youngest, ${gradeDisplay(sorted[0])}.`,
      );
    return { sourceId, title, grade: sorted[0] ?? "", subject: "" };
  });
  problems.sort((a, b) => a.row - b.row);
  return { roster: { people, classes: rosterClasses, teaching, placement }, problems, notes, usernames };
}
