// Classes of the signed-in teacher (owned or co-taught), created in the three forms of SPEC §4:
// Class Only, Class & Student, Class & File.
import type { z } from "zod";
import { cardAddress } from "@/lib/cards/address";
import type { Actor } from "@/lib/auth/authenticate";
import { prisma, sql } from "@/lib/db/client";
import { jsonAgg, modelFromJson } from "@/lib/db/sql";
import { classVisibleSql, SqlParams } from "@/lib/access/sql";
import { validationError } from "@/lib/http/errors";
import { spendFileBudget } from "@/lib/http/limits";
import { now } from "@/lib/clock";
import { uniqueUsername } from "@/lib/auth/usernames";
import { serializeUser } from "@/lib/auth/serializers";
import { organizationsVisibleTo } from "@/lib/access/organizations";
import type { Class, Prisma } from "@/lib/generated/prisma/client";
import { findClassOrThrow } from "@/lib/access/classes";
import { inviteCoTeachers } from "./invitations";
import type { AccessActor, Need } from "@/lib/access/table";
import type { classFieldsSchema, createClassJsonSchema, updateClassSchema } from "./schemas";
import { insertStudents, prepareStudents, rethrowTaken, takenIdentifiers } from "@/lib/students/accounts";
import { createImportJob, deliverImportJob, persistStudentImport, planStudentImport } from "@/lib/students/import";
import type { ImportPreview } from "@/lib/students/import-preview";
import { serializeStudent, studentInclude, type StudentWithRelations } from "@/lib/students/serializers";
import { progressInputsOf } from "@/lib/progress/facts";
import type { ClassView, CreateClassResult } from "./wire";

const classInclude = {
  coTeachers: { include: { teacher: { select: { id: true, firstname: true, lastname: true, username: true } } } },
  invitations: { where: { answeredAt: null }, select: { identifier: true }, orderBy: { identifier: "asc" } },
  _count: { select: { students: true } },
} satisfies Prisma.ClassInclude;

type ClassRow = Prisma.ClassGetPayload<{ include: typeof classInclude }>;

export function serializeClass(c: ClassRow, actor: AccessActor): ClassView {
  return {
    id: c.id,
    className: c.className,
    grade: c.grade,
    subject: c.subject,
    roomNumber: c.roomNumber,
    color: c.color,
    organization: c.organizationId,
    // Co-teachers who accepted, by name; invitations waiting for an answer, as the owner typed them (owner only).
    coTeachers: c.coTeachers.map((t) => ({
      id: t.teacher.id,
      firstname: t.teacher.firstname,
      lastname: t.teacher.lastname,
      username: t.teacher.username,
    })),
    invited: c.ownerId === actor.id ? c.invitations.map((i) => i.identifier) : [],
    isOwner: c.ownerId === actor.id,
    studentCount: c._count.students,
    timeLimits: Array.isArray(c.timeLimits) ? c.timeLimits : [],
    levelThresholds: Array.isArray(c.levelThresholds) ? c.levelThresholds : [],
    createdAt: c.createdAt.toISOString(),
  };
}

/**
 * The classes the actor teaches (owns or co-teaches): the ones they may change. One statement on every
 * dashboard load (docs/decisions/150): classInclude built as json, the write rule of lib/access in the query.
 */
export async function listClasses(actor: Actor): Promise<ClassView[]> {
  const p = new SqlParams();
  const rows = await sql.query<{ c: Record<string, unknown>; rel: Omit<ClassRow, keyof Class> }>(
    `SELECT row_to_json(c) AS c, json_build_object(
       'coTeachers', ${jsonAgg(
         `json_build_object('classId', ct.class_id, 'teacherId', ct.teacher_id,
            'teacher', json_build_object('id', t.id, 'firstname', t.firstname, 'lastname', t.lastname, 'username', t.username))`,
         `class_teacher ct JOIN "user" t ON t.id = ct.teacher_id WHERE ct.class_id = c.id`,
       )},
       'invitations', ${jsonAgg(
         `json_build_object('identifier', i.identifier)`,
         "class_invitation i WHERE i.class_id = c.id AND i.answered_at IS NULL",
         "i.identifier",
       )},
       '_count', json_build_object('students', (SELECT count(*) FROM student s WHERE s.class_id = c.id))) AS rel
       FROM class c WHERE ${classVisibleSql(actor, "write", "c", p)}
      ORDER BY c.created_at, c.id`,
    p.values,
    { prepare: true },
  );
  return rows.map((r) => serializeClass({ ...modelFromJson<Class>(r.c, ["createdAt", "updatedAt"]), ...r.rel }, actor));
}

/** The class with its co-teachers, if the actor may `need` it (lib/access decides: 404 unseen, 403 read-only). */
export function getClassOrThrow(actor: AccessActor, classId: string, need: Need = "read") {
  return findClassOrThrow(actor, classId, need, classInclude);
}

/**
 * A class is filed under one of the teacher's organizations (membership, in the query: lib/access); with none
 * named it goes under their current organization, the one thing that still decides (docs/decisions/161).
 */
async function assertOrganization(actor: Actor, organization: string | null | undefined) {
  if (!organization) return;
  const member = await prisma.organization.count({
    where: { id: organization, ...organizationsVisibleTo(actor) },
  });
  if (!member) throw validationError({ organization: ["You can only add classes to your own organizations."] });
}

/** The class's fields as the form gave them, filed under the named or else the teacher's current organization. */
function classFields(actor: Actor, input: z.infer<typeof classFieldsSchema>) {
  return {
    className: input.className,
    grade: input.grade,
    subject: input.subject,
    roomNumber: input.roomNumber,
    color: input.color,
    organizationId: input.organization ?? actor.organizationId ?? null,
  };
}

function classData(actor: Actor, input: z.infer<typeof classFieldsSchema>) {
  return { ...classFields(actor, input), ownerId: actor.id, createdAt: now() };
}

/** Class Only or Class & Student (JSON). */
export async function createClass(
  actor: Actor,
  input: z.infer<typeof createClassJsonSchema>,
): Promise<CreateClassResult> {
  await assertOrganization(actor, input.organization);
  let prepared: Awaited<ReturnType<typeof prepareStudents>> = [];
  if (input.student) {
    const s = input.student;
    const username = s.username ?? (await uniqueUsername(s.firstName, s.lastName));
    const taken = await takenIdentifiers([username], s.email ? [s.email] : []);
    const errors: Record<string, string[]> = {};
    if (taken.usernames.size) errors["student.username"] = ["This username is already taken."];
    if (taken.emails.size) errors["student.email"] = ["An account with this email already exists."];
    if (Object.keys(errors).length) throw validationError(errors);
    prepared = await prepareStudents([{ ...s, username }]);
  }
  const created = await prisma
    .$transaction(async (tx) => {
      const c = await tx.class.create({ data: classData(actor, input) });
      await inviteCoTeachers(tx, actor, c.id, input.coTeachers);
      if (prepared.length) await insertStudents(tx, c.id, prepared);
      return c;
    })
    .catch(rethrowTaken);
  const klass = await getClassOrThrow(actor, created.id);
  const students = await prisma.student.findMany({ where: { classId: created.id }, include: studentInclude });
  return { class: serializeClass(klass, actor), students: await newStudentViews(students), job: null };
}

/**
 * Class & File (multipart). Every row is checked before the class exists: a bad file creates nothing. A small
 * file's class and students are written in one transaction; a large file writes only its import job, which creates
 * the class with its students when it runs (issue 41: a failed job leaves no empty class).
 */
export async function createClassWithFile(
  actor: Actor,
  input: z.infer<typeof classFieldsSchema> & { file: unknown; dryRun?: boolean },
): Promise<CreateClassResult | ImportPreview> {
  await assertOrganization(actor, input.organization);
  await spendFileBudget(actor.id, input.organization, Boolean(input.dryRun));
  const planned = await planStudentImport(input.file, Boolean(input.dryRun));
  if ("preview" in planned) return planned.preview;
  const { plan } = planned;
  if (!plan.prepared) {
    const classDraft = { ...classFields(actor, input), coTeachers: input.coTeachers ?? [] };
    const job = await createImportJob(prisma, { classDraft }, actor.id, plan.rows);
    await deliverImportJob(job);
    return { class: null, students: [], job };
  }
  const classId = await prisma
    .$transaction(
      async (tx) => {
        const c = await tx.class.create({ data: classData(actor, input) });
        await inviteCoTeachers(tx, actor, c.id, input.coTeachers);
        await persistStudentImport(tx, c.id, actor.id, plan);
        return c.id;
      },
      { timeout: 60_000 },
    )
    .catch(rethrowTaken);
  const klass = await getClassOrThrow(actor, classId);
  const students = await prisma.student.findMany({ where: { classId }, include: studentInclude });
  return { class: serializeClass(klass, actor), students: await newStudentViews(students), job: null };
}

/** Students of a class made a moment ago: no attempts yet, and the levels the class's grade opens to them. */
async function newStudentViews(students: Omit<StudentWithRelations, "puzzleFacts" | "openLevels">[]) {
  const inputs = await progressInputsOf(students.map((s) => s.id));
  return students.map((s) => serializeStudent({ ...s, puzzleFacts: [], openLevels: inputs.get(s.id)!.levels }));
}

/**
 * Corrects a class (docs/decisions/192): its teachers change name, colour, grade, subject and room; only its owner
 * changes co-teachers (a co-teacher asking gets 403). A teacher invited becomes a co-teacher only by accepting.
 */
export async function updateClass(
  actor: Actor,
  classId: string,
  input: z.infer<typeof updateClassSchema>,
): Promise<ClassView> {
  const coTeaching =
    input.inviteCoTeachers?.length || input.removeCoTeachers?.length || input.cancelInvitations?.length;
  await getClassOrThrow(actor, classId, coTeaching ? "delete" : "write");
  const fields = {
    ...(input.className !== undefined ? { className: input.className } : {}),
    ...(input.grade !== undefined ? { grade: input.grade } : {}),
    ...(input.subject !== undefined ? { subject: input.subject } : {}),
    ...(input.roomNumber !== undefined ? { roomNumber: input.roomNumber } : {}),
    ...(input.color !== undefined ? { color: input.color } : {}),
  };
  await prisma.$transaction(async (tx) => {
    if (Object.keys(fields).length) await tx.class.update({ where: { id: classId }, data: fields });
    if (input.removeCoTeachers?.length)
      await tx.classTeacher.deleteMany({ where: { classId, teacherId: { in: input.removeCoTeachers } } });
    if (input.cancelInvitations?.length)
      await tx.classInvitation.deleteMany({
        where: { classId, answeredAt: null, identifier: { in: input.cancelInvitations.map((i) => i.toLowerCase()) } },
      });
    if (input.inviteCoTeachers?.length) await inviteCoTeachers(tx, actor, classId, input.inviteCoTeachers);
  });
  return serializeClass(await getClassOrThrow(actor, classId), actor);
}

export type TeacherProfile = Awaited<ReturnType<typeof teacherProfile>>;

/**
 * The classes the actor teaches as their info names them (listClasses' rule and order), only the fields the
 * info shows: one lean statement on every dashboard load instead of every class's json (docs/decisions/255).
 */
async function teacherClasses(actor: Actor) {
  const p = new SqlParams();
  const visible = classVisibleSql(actor, "write", "c", p);
  return sql.query<{ id: string; className: string; color: string; isOwner: boolean; studentCount: number }>(
    `SELECT c.id, c.class_name AS "className", c.color, c.owner_id = ${p.add(actor.id)}::uuid AS "isOwner",
            (SELECT count(*)::int FROM student s WHERE s.class_id = c.id) AS "studentCount"
       FROM class c WHERE ${visible}
      ORDER BY c.created_at, c.id`,
    p.values,
    { prepare: true },
  );
}

export async function teacherProfile(actor: Actor) {
  const classes = await teacherClasses(actor);
  return {
    ...serializeUser(actor.user, actor.organizationCode),
    organization: actor.user.organizationId,
    classCount: classes.length,
    studentCount: classes.reduce((n, c) => n + c.studentCount, 0),
    classes: classes.map((c) => ({ id: c.id, className: c.className, color: c.color, isOwner: c.isOwner })),
    /** The address login cards print, and whether it is loopback (the teacher is warned before printing). */
    cardAddress: cardAddress(),
  };
}

export type { ClassView, CreateClassResult };
