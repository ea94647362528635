// The teacher's roster in one statement (docs/decisions/150): the class must be visible to the actor and each
// student too (lib/access/sql.ts, the rules of lib/access/table.ts), and every student comes with what
// studentInclude loads, built as json by PostgreSQL in the shape Prisma would return, so serializeStudent
// stays the one serializer (the roster carries only the fields it reads). No row: the class is not the actor's (404); a row with [] is an empty class.
// VIEW_RELATIONS and CHILD_RELATIONS.parents are shared with the parent's child list (lib/parents/children.ts).
import { sql } from "@/lib/db/client";
import { jsonAgg, jsonDate, reviveDates } from "@/lib/db/sql";
import { classVisibleSql, SqlParams, studentVisibleSql } from "@/lib/access/sql";
import type { AccessActor, Need } from "@/lib/access/table";
import { puzzleFactsSql, reviveFacts } from "@/lib/progress/facts";
import { levelsOfReach, reachSql, schoolToday, type Reach } from "@/lib/progress/reach";
import type { StudentForView, StudentWithRelations } from "./serializers";

/** The Student row `s`'s own columns, as Prisma names them. */
const STUDENT_FIELDS = `'id', s.id, 'userId', s.user_id, 'classId', s.class_id, 'createdAt', s.created_at,
  'externalId', s.external_id, 'codingExperience', s.coding_experience, 'level', s.level,
  'cardTokenHash', s.card_token_hash, 'cardSecret', s.card_secret, 'cardIssuedAt', s.card_issued_at`;

/** The teacher's limits and the progress of the student `s` (relation name → json array). */
const STUDENT_RELATIONS = {
  timeLimits: jsonAgg(
    `json_build_object('id', t.id, 'studentId', t.student_id, 'dayOfTheWeek', t.day_of_the_week, 'timeLimit', t.time_limit)`,
    "student_time_limit t WHERE t.student_id = s.id",
  ),
  levelThresholds: (order: boolean) =>
    jsonAgg(
      `json_build_object('id', t.id, 'studentId', t.student_id, 'grade', t.grade, 'level', t.level)`,
      "student_level_threshold t WHERE t.student_id = s.id",
      order ? "t.grade" : "",
    ),
};

/** The parents' side of the child account `u`: their limits and who they are. */
export const CHILD_RELATIONS = {
  parentTimeLimits: jsonAgg(
    `json_build_object('id', t.id, 'childId', t.child_id, 'dayOfTheWeek', t.day_of_the_week, 'timeLimit', t.time_limit, 'setById', t.set_by_id, 'updatedAt', t.updated_at)`,
    "parent_time_limit t WHERE t.child_id = u.id",
  ),
  parentLevelThresholds: (order: boolean) =>
    jsonAgg(
      `json_build_object('id', t.id, 'childId', t.child_id, 'grade', t.grade, 'level', t.level, 'setById', t.set_by_id, 'updatedAt', t.updated_at)`,
      "parent_level_threshold t WHERE t.child_id = u.id",
      order ? "t.grade" : "",
    ),
  parents: jsonAgg(
    `json_build_object('parent', json_build_object('id', p.id, 'firstname', p.firstname, 'lastname', p.lastname))`,
    `parent_child pc JOIN "user" p ON p.id = pc.parent_id WHERE pc.child_id = u.id`,
  ),
};

/**
 * What progress is computed from (lib/progress, docs/decisions/160) for the student `s`: the roster's and the
 * parent's child list's (lib/parents/children.ts). The facts, and the inputs of the child's open levels (a Reach,
 * lib/progress/reach.ts) that revive turns into the levels: the shares count the puzzles the child can reach.
 */
export const VIEW_RELATIONS = { puzzleFacts: puzzleFactsSql("s"), openLevels: reachSql("s.user_id") };

/** A row's `openLevels` as the SQL sent it (a Reach) → the levels, in place. */
export function reviveOpenLevels(row: { openLevels: unknown }, today = schoolToday()): string[] {
  return (row.openLevels = levelsOfReach(row.openLevels as Reach | null, today));
}

/** Timestamps and dates in these json shapes, turned back into Dates as Prisma returns them. */
const JSON_DATES = ["createdAt", "cardIssuedAt", "dob", "updatedAt", "emailVerifiedAt"];

/** studentInclude (./serializers.ts) as json for the student `s` joined to its user `u` and class owner `o`. */
const STUDENT_JSON = `json_build_object(${STUDENT_FIELDS},
  'user', json_build_object(
    'id', u.id, 'firstname', u.firstname, 'lastname', u.lastname, 'email', u.email, 'username', u.username, 'dob', u.dob,
    'parentTimeLimits', ${CHILD_RELATIONS.parentTimeLimits},
    'parentLevelThresholds', ${CHILD_RELATIONS.parentLevelThresholds(false)},
    'parents', ${CHILD_RELATIONS.parents}),
  'class', json_build_object('owner', json_build_object('firstname', o.firstname, 'lastname', o.lastname)),
  'timeLimits', ${STUDENT_RELATIONS.timeLimits},
  'levelThresholds', ${STUDENT_RELATIONS.levelThresholds(true)},
  'puzzleFacts', ${VIEW_RELATIONS.puzzleFacts},
  'openLevels', ${VIEW_RELATIONS.openLevels})`;

/**
 * The roster's json: only the fields serializeStudent reads (StudentForView), not all of studentInclude. The
 * json PostgreSQL builds and Node parses and revives is the roster's main cost (docs/decisions/150, second pass).
 */
const ROSTER_JSON = `json_build_object('id', s.id, 'classId', s.class_id, 'externalId', s.external_id,
  'codingExperience', s.coding_experience, 'level', s.level, 'cardIssuedAt', s.card_issued_at, 'classGrade', c.grade,
  'user', json_build_object(
    'id', u.id, 'firstname', u.firstname, 'lastname', u.lastname, 'email', u.email, 'username', u.username, 'dob', u.dob,
    'grade', u.grade,
    'parentTimeLimits', ${jsonAgg(
      `json_build_object('dayOfTheWeek', t.day_of_the_week, 'timeLimit', t.time_limit, 'setById', t.set_by_id)`,
      "parent_time_limit t WHERE t.child_id = u.id",
    )},
    'parentLevelThresholds', ${jsonAgg(
      `json_build_object('grade', t.grade, 'level', t.level, 'setById', t.set_by_id)`,
      "parent_level_threshold t WHERE t.child_id = u.id",
    )},
    'parents', ${CHILD_RELATIONS.parents}),
  'class', json_build_object('owner', json_build_object('firstname', o.firstname, 'lastname', o.lastname)),
  'timeLimits', ${jsonAgg(
    `json_build_object('id', t.id, 'dayOfTheWeek', t.day_of_the_week, 'timeLimit', t.time_limit)`,
    "student_time_limit t WHERE t.student_id = s.id",
  )},
  'levelThresholds', ${jsonAgg(
    `json_build_object('id', t.id, 'grade', t.grade, 'level', t.level)`,
    "student_level_threshold t WHERE t.student_id = s.id",
    "t.grade",
  )},
  'puzzleFacts', ${VIEW_RELATIONS.puzzleFacts})`;

/** A ROSTER_JSON row: the grades that, with the thresholds it carries anyway, give the child's open levels. */
type RosterRow = StudentForView & { classGrade: string; user: { grade: string } };

/**
 * ROSTER_JSON's dates as Dates, set in place: a generic walk (reviveDates) copied every object of the roster. The
 * open levels from the row's own grades and thresholds (the Reach reachSql reads, without reading them twice).
 */
function reviveRoster(students: RosterRow[]): StudentForView[] {
  const date = (v: unknown) => (typeof v === "string" ? jsonDate(v) : (v as Date | null));
  const today = schoolToday();
  for (const s of students) {
    s.cardIssuedAt = date(s.cardIssuedAt);
    s.user.dob = date(s.user.dob);
    s.puzzleFacts = reviveFacts(s.puzzleFacts);
    const { grade, dob, parentLevelThresholds: parent } = s.user;
    s.openLevels = levelsOfReach({ grade, dob, classGrade: s.classGrade, teacher: s.levelThresholds, parent }, today);
  }
  return students;
}

/** The class's students the actor may `need` (ordered by last name, first name), or null for a class not theirs. */
export async function rosterOf(actor: AccessActor, classId: string, need: Need = "read") {
  const p = new SqlParams();
  const id = p.add(classId);
  const classVisible = classVisibleSql(actor, need, "c", p);
  const studentVisible = studentVisibleSql(actor, "read", "s", p);
  const rows = await sql.query<{ students: unknown[] }>(
    `SELECT ${jsonAgg(
      ROSTER_JSON,
      `student s JOIN "user" u ON u.id = s.user_id WHERE s.class_id = c.id AND ${studentVisible}`,
      "u.lastname, u.firstname, s.id",
    )} AS students
       FROM class c JOIN "user" o ON o.id = c.owner_id
      WHERE c.id = ${id}::uuid AND ${classVisible}`,
    p.values,
    { prepare: true },
  );
  if (!rows.length) return null;
  return reviveRoster(rows[0].students as RosterRow[]);
}

/** One student of `classId` the actor may read (findStudentOrThrow's read rule), with studentInclude; or null. */
export async function studentRowOf(actor: AccessActor, classId: string, studentId: string) {
  const p = new SqlParams();
  const rows = await sql.query<{ student: unknown }>(
    `SELECT ${STUDENT_JSON} AS student
       FROM student s JOIN "user" u ON u.id = s.user_id JOIN class c ON c.id = s.class_id JOIN "user" o ON o.id = c.owner_id
      WHERE s.id = ${p.add(studentId)}::uuid AND s.class_id = ${p.add(classId)}::uuid
        AND ${studentVisibleSql(actor, "read", "s", p)}`,
    p.values,
    { prepare: true },
  );
  if (!rows.length) return null;
  const student = reviveDates(rows[0].student, JSON_DATES) as StudentWithRelations;
  student.puzzleFacts = reviveFacts(student.puzzleFacts);
  reviveOpenLevels(student);
  return student;
}
