// A parent's children (SPEC §7 /parent/child/): add a child account, list, read, change its password, delete
// or unlink it. A child is a student account with no e-mail that signs in at /login (docs/decisions/100).
import type { Actor } from "@/lib/auth/authenticate";
import { findChildOrThrow } from "@/lib/access/children";
import { hashPassword, passwordProblems } from "@/lib/auth/password";
import { now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { AppError, validationError } from "@/lib/http/errors";
import { rethrowTaken, takenIdentifiers } from "@/lib/students/accounts";
import { fullWeek } from "@/lib/students/screen-time";
import { friendsOf } from "./friends";
import { displayName } from "@/lib/vocabulary";
import type { AddChildInput, updateChildSchema } from "./schemas";
import type { z } from "zod";
import { childInclude, serializeChild, type ChildForView, type ChildView, type FriendView } from "./serializers";
import { sql } from "@/lib/db/client";
import { jsonAgg, jsonDate } from "@/lib/db/sql";
import { childVisibleSql, SqlParams } from "@/lib/access/sql";
import { CHILD_RELATIONS, reviveOpenLevels, VIEW_RELATIONS } from "@/lib/students/roster";
import { progressInputOfUser, reviveFacts } from "@/lib/progress/facts";
import { reachSql, schoolToday } from "@/lib/progress/reach";

/** "Ada Lovelace" → first "Ada", last "Lovelace"; one word is a first name. */
function splitName(fullname: string) {
  const [first, ...rest] = fullname.split(/\s+/);
  return { firstname: first ?? "", lastname: rest.join(" ") };
}

/** displayName (lib/vocabulary.ts) of the user `x` in SQL: "First Last", or the username when both are empty. */
const DISPLAY_NAME = (x: string) =>
  `coalesce(nullif(concat_ws(' ', nullif(${x}.firstname, ''), nullif(${x}.lastname, '')), ''), ${x}.username, '')`;

/**
 * The child list's json: only the fields serializeChild reads (ChildForView), and each child's accepted friends
 * (friendsOf) already as FriendView. Less json to build and parse (docs/decisions/150, third pass).
 */
const CHILD_JSON = `json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname,
  'username', u.username, 'dob', u.dob, 'openLevels', ${reachSql("u.id")},
  'studentProfile', CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object(
    'codingExperience', s.coding_experience, 'level', s.level,
    'class', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'className', c.class_name,
      'owner', json_build_object('firstname', o.firstname, 'lastname', o.lastname)) END,
    'puzzleFacts', ${VIEW_RELATIONS.puzzleFacts},
    'timeLimits', ${jsonAgg(
      `json_build_object('dayOfTheWeek', t.day_of_the_week, 'timeLimit', t.time_limit)`,
      "student_time_limit t WHERE t.student_id = s.id",
    )},
    'levelThresholds', ${jsonAgg(
      `json_build_object('grade', t.grade, 'level', t.level)`,
      "student_level_threshold t WHERE t.student_id = s.id",
    )}) END,
  'parentTimeLimits', ${jsonAgg(
    `json_build_object('id', t.id, 'dayOfTheWeek', t.day_of_the_week, 'timeLimit', t.time_limit, 'setById', t.set_by_id)`,
    "parent_time_limit t WHERE t.child_id = u.id",
  )},
  'parentLevelThresholds', ${jsonAgg(
    `json_build_object('id', t.id, 'grade', t.grade, 'level', t.level, 'setById', t.set_by_id)`,
    "parent_level_threshold t WHERE t.child_id = u.id",
    "t.grade",
  )},
  'parents', ${CHILD_RELATIONS.parents},
  'friends', ${jsonAgg(
    `json_build_object('requestId', f.id, 'id', x.id, 'username', x.username, 'fullName', ${DISPLAY_NAME("x")})`,
    `friend_request f JOIN "user" x ON x.id = CASE WHEN f.from_child_id = u.id THEN f.to_child_id ELSE f.from_child_id END
      WHERE f.status = 'accepted' AND u.id IN (f.from_child_id, f.to_child_id)`,
    "f.answered_at",
  )})`;

type ChildJson = ChildForView & { friends: FriendView[] };

/** CHILD_JSON's dates as Dates and its open levels as levels, set in place (reviveDates copied every object). */
function reviveChild(c: ChildJson, today: string): ChildJson {
  if (typeof c.dob === "string") c.dob = jsonDate(c.dob);
  if (c.studentProfile) c.studentProfile.puzzleFacts = reviveFacts(c.studentProfile.puzzleFacts);
  reviveOpenLevels(c, today);
  return c;
}

/** The parent's children in one statement (docs/decisions/150), the parent link in the query (lib/access/sql.ts). */
export async function listChildren(actor: Actor): Promise<ChildView[]> {
  const p = new SqlParams();
  const visible = childVisibleSql(actor, "u", p);
  const rows = await sql.query<{ child: ChildJson }>(
    `SELECT ${CHILD_JSON} AS child
       FROM "user" u LEFT JOIN student s ON s.user_id = u.id
       LEFT JOIN class c ON c.id = s.class_id AND c.archived_at IS NULL LEFT JOIN "user" o ON o.id = c.owner_id
      WHERE ${visible}
      ORDER BY u.firstname, u.created_at, u.id`,
    p.values,
    { prepare: true },
  );
  const today = schoolToday();
  return rows.map(({ child }) => serializeChild(reviveChild(child, today), child.friends));
}

export async function getChild(actor: Actor, id: string): Promise<ChildView> {
  const row = await findChildOrThrow(actor, id, childInclude);
  const s = row.studentProfile;
  const { facts, levels } = await progressInputOfUser(id);
  return serializeChild(
    { ...row, openLevels: levels, studentProfile: s && { ...s, puzzleFacts: facts } },
    (await friendsOf([id])).get(id),
  );
}

export async function addChild(actor: Actor, input: AddChildInput): Promise<ChildView> {
  const { firstname, lastname } = splitName(input.fullname);
  const errors: Record<string, string[]> = {};
  const weak = passwordProblems(input.password, [input.username, firstname, lastname]);
  if (weak.length) errors.password = weak;
  if ((await takenIdentifiers([input.username], [])).usernames.size)
    errors.username = ["This username is already taken."];
  if (Object.keys(errors).length) throw validationError(errors);
  const passwordHash = await hashPassword(input.password);
  const child = await prisma.user
    .create({
      data: {
        username: input.username,
        passwordHash,
        firstname,
        lastname,
        isStudent: true,
        dob: new Date(`${input.dob}T00:00:00Z`),
        studentProfile: { create: { codingExperience: input.codingExperience } },
        parents: { create: { parentId: actor.id } },
        parentTimeLimits: { create: fullWeek(input.timeLimits).map((t) => ({ ...t, setById: actor.id })) },
      },
      select: { id: true },
    })
    .catch(rethrowTaken);
  return getChild(actor, child.id);
}

export const SCHOOL_NAME_KEPT =
  "Your child's name on a school account is kept by their teacher. Ask the teacher to correct it.";

/** The parent corrects the child's name, birth date or experience (docs/decisions/193). */
export async function updateChild(
  actor: Actor,
  id: string,
  input: z.infer<typeof updateChildSchema>,
): Promise<ChildView> {
  const child = await findChildOrThrow(actor, id, { studentProfile: { select: { id: true, classId: true } } });
  const renamed = input.fullname !== undefined && input.fullname !== displayName(child);
  if (renamed && child.studentProfile?.classId) throw new AppError("forbidden", SCHOOL_NAME_KEPT);
  await prisma.$transaction(async (tx) => {
    if (renamed || input.dob !== undefined)
      await tx.user.update({
        where: { id },
        data: {
          ...(renamed ? splitName(input.fullname!) : {}),
          ...(input.dob !== undefined ? { dob: new Date(`${input.dob}T00:00:00Z`) } : {}),
        },
      });
    // Every child account has its Student row (addChild, the class import): the experience lives there.
    if (input.codingExperience !== undefined && child.studentProfile)
      await tx.student.update({
        where: { id: child.studentProfile.id },
        data: { codingExperience: input.codingExperience },
      });
  });
  return getChild(actor, id);
}

export async function updateChildPassword(actor: Actor, id: string, password: string): Promise<{ detail: string }> {
  const child = await findChildOrThrow(actor, id, {});
  const weak = passwordProblems(password, [child.username, child.firstname, child.lastname]);
  if (weak.length) throw validationError({ password: weak });
  const passwordHash = await hashPassword(password);
  // A changed password signs the child out everywhere (the old one may be why it was changed).
  await prisma.$transaction([
    prisma.user.update({ where: { id }, data: { passwordHash } }),
    prisma.authSession.updateMany({
      where: { userId: id, revokedAt: null },
      data: { revokedAt: now(), revokeReason: "password_changed_by_parent" },
    }),
  ]);
  return { detail: `${displayName(child)}'s password was changed.` };
}

/**
 * Removes one parent's link (the parent deleting a school child, or the teacher unlinking). Parents' limits stay
 * only while another parent is linked to keep them. Returns false when the two were not linked.
 */
export async function unlinkParentFromChild(parentId: string, childId: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.parentChild.deleteMany({ where: { parentId, childId } });
    if (count && !(await tx.parentChild.count({ where: { childId } }))) {
      await tx.parentTimeLimit.deleteMany({ where: { childId } });
      await tx.parentLevelThreshold.deleteMany({ where: { childId } });
    }
    return count > 0;
  });
}

export type DeleteChildResult = { id: string; deleted: boolean; detail: string };

/**
 * A child the family made (no school class) is deleted with every personal row (the User cascade). A child in
 * a school class belongs to the school's roster: this parent is unlinked instead, and told why.
 */
export async function deleteChild(actor: Actor, id: string): Promise<DeleteChildResult> {
  const child = await findChildOrThrow(actor, id, { studentProfile: { select: { classId: true } } });
  const name = displayName(child);
  if (!child.studentProfile?.classId) {
    await prisma.user.delete({ where: { id } });
    return { id, deleted: true, detail: `${name}'s account and everything in it were deleted.` };
  }
  await unlinkParentFromChild(actor.id, id);
  return {
    id,
    deleted: false,
    detail: `${name} is in a school class, so the account stays with the school. ${name} is no longer linked to your account; the teacher can give you a new family code.`,
  };
}
