// An organization's people (SPEC §7 GET /organization/{id}/users, /users/students/, /users/students/{id}):
// members newest first, and the students of classes filed under it. Only its organizers (403 for a teacher
// member, 404 for anyone else: findOrganizationOrThrow). Paged with ?page=&pageSize= (docs/decisions/133).
// The two lists are one statement each, the access rule inside it (docs/decisions/152).
import "server-only";
import { prisma, sql } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import type { Actor } from "@/lib/auth/authenticate";
import { findOrganizationOrThrow, refuseOrganization } from "@/lib/access/organizations";
import { organizationVisibleSql, SqlParams } from "@/lib/access/sql";
import { isoSql } from "@/lib/db/sql";
import type { PageQuery } from "./schemas";
import type { MemberView } from "./wire";

export type Page<T> = { count: number; page: number; pageSize: number; results: T[] };

export type OrganizationStudentView = {
  id: string;
  username: string;
  firstname: string;
  lastname: string;
  classId: string;
  className: string;
  created_at: string;
};

/** One page of a list: the count and the window's rows, read together. */
export async function paged<R, T>(
  q: PageQuery,
  count: Promise<number>,
  rows: (window: { skip: number; take: number }) => Promise<R[]>,
  view: (row: R) => T,
): Promise<Page<T>> {
  const [n, list] = await Promise.all([count, rows({ skip: (q.page - 1) * q.pageSize, take: q.pageSize })]);
  return { count: n, page: q.page, pageSize: q.pageSize, results: list.map(view) };
}

/**
 * One page of an organization's list in one statement (docs/decisions/152): the organization must be one the
 * actor manages (organizationVisibleSql, the rule of findOrganizationOrThrow(…, "write")), then the list's count
 * and the window's rows, built by PostgreSQL as the view's json, in the list's order. A page past the end has
 * the count and no rows. No row at all: not theirs, and refuseOrganization answers 404 or 403 as before.
 * `list.from` is the list's FROM and WHERE over the organization `o` (`list.count` the same rows without the
 * joins only the json needs); `list.row` selects `j` (the view's json) and the order keys `k1` (newest first)
 * and `k2` (ascending, the tie-break).
 */
async function organizerPage<T>(
  actor: Actor,
  organizationId: string,
  q: PageQuery,
  list: { from: string; row: string; count: string; order?: string },
  p = new SqlParams(),
): Promise<Page<T>> {
  const id = p.add(organizationId);
  const visible = organizationVisibleSql(actor, "write", "o", p);
  const [take, skip] = [p.add(q.pageSize), p.add((q.page - 1) * q.pageSize)];
  const order = list.order ?? "k1 DESC, k2";
  const [found] = await sql.query<{ count: number; results: T[] }>(
    `SELECT (SELECT count(*)::int FROM ${list.count}) AS count,
            (SELECT coalesce(json_agg(x.j ORDER BY ${order.replace(/\bk(\d)/g, "x.k$1")}), '[]'::json)
               FROM (SELECT ${list.row} FROM ${list.from}
                      ORDER BY ${order} LIMIT ${take} OFFSET ${skip}) x) AS results
       FROM organization o
      WHERE o.id = ${id}::uuid AND ${visible}`,
    p.values,
    { prepare: true },
  );
  if (!found) return refuseOrganization(actor, organizationId, "write");
  return { count: found.count, page: q.page, pageSize: q.pageSize, results: found.results };
}

/** MemberView's json for the membership `m` of the user `u` with the role `r`, newest user first. */
const MEMBERS = {
  count: `organization_member m WHERE m.organization_id = o.id`,
  from: `organization_member m JOIN "user" u ON u.id = m.user_id LEFT JOIN organization_role r ON r.id = m.role_id
    WHERE m.organization_id = o.id`,
  row: `json_build_object('id', u.id, 'username', u.username, 'firstname', u.firstname, 'lastname', u.lastname,
      'email', u.email, 'kind', m.kind, 'role', r.name, 'created_at', ${isoSql("u.created_at")},
      'joinedAt', ${isoSql("m.created_at")}) AS j, u.created_at AS k1, m.user_id AS k2`,
};

/** The students list's sort orders (?sort=), each over the keys k1, k2, k3 the row selects (docs/decisions/195). */
export const STUDENT_SORTS = ["name", "username", "class", "newest"] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];
const STUDENT_ORDER: Record<StudentSort, { keys: [string, string]; order: string }> = {
  name: { keys: ["lower(u.firstname || ' ' || u.lastname)", "lower(u.username)"], order: "k1, k2, k3" },
  username: { keys: ["lower(u.username)", "''"], order: "k1, k2, k3" },
  class: { keys: ["lower(c.class_name)", "lower(u.firstname || ' ' || u.lastname)"], order: "k1, k2, k3" },
  newest: { keys: ["s.created_at", "''"], order: "k1 DESC, k3" },
};

/** Who the students list keeps: a class filed under the organization, a name or username containing `q`. */
export type StudentFilter = { q?: string; class?: string; sort: StudentSort };

/** `%`, `_` and `\` typed by a person are letters in the search, not patterns. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * OrganizationStudentView's json for the student `s` (user `u`) of the class `c` filed under the organization,
 * filtered by class and by a name or username, in the chosen order (ties by id).
 */
function studentsList(f: StudentFilter, p: SqlParams) {
  const where = [`c.organization_id = o.id`, `c.archived_at IS NULL`];
  if (f.class) where.push(`c.id = ${p.add(f.class)}::uuid`);
  if (f.q) {
    const like = p.add(`%${likeEscape(f.q.toLowerCase())}%`);
    where.push(`(lower(u.firstname || ' ' || u.lastname) LIKE ${like} OR lower(u.username) LIKE ${like})`);
  }
  const sort = STUDENT_ORDER[f.sort];
  const joins = `student s JOIN class c ON c.id = s.class_id JOIN "user" u ON u.id = s.user_id`;
  return {
    count: f.q
      ? `${joins} WHERE ${where.join(" AND ")}`
      : `student s JOIN class c ON c.id = s.class_id WHERE ${where.join(" AND ")}`,
    from: `${joins} WHERE ${where.join(" AND ")}`,
    row: `json_build_object('id', s.id, 'username', u.username, 'firstname', u.firstname, 'lastname', u.lastname,
      'classId', c.id, 'className', c.class_name, 'created_at', ${isoSql("s.created_at")}) AS j,
      ${sort.keys[0]} AS k1, ${sort.keys[1]} AS k2, s.id AS k3`,
    order: sort.order,
  };
}

export function listMembers(actor: Actor, organizationId: string, q: PageQuery): Promise<Page<MemberView>> {
  return organizerPage(actor, organizationId, q, MEMBERS);
}

const studentSelect = {
  id: true,
  createdAt: true,
  user: { select: { username: true, firstname: true, lastname: true } },
  class: { select: { id: true, className: true } },
} as const;

function studentView(s: {
  id: string;
  createdAt: Date;
  user: { username: string; firstname: string; lastname: string };
  class: { id: string; className: string } | null;
}): OrganizationStudentView {
  return {
    id: s.id,
    username: s.user.username,
    firstname: s.user.firstname,
    lastname: s.user.lastname,
    classId: s.class?.id ?? "",
    className: s.class?.className ?? "",
    created_at: s.createdAt.toISOString(),
  };
}

export function listStudents(
  actor: Actor,
  organizationId: string,
  q: PageQuery & Partial<StudentFilter>,
): Promise<Page<OrganizationStudentView>> {
  const p = new SqlParams();
  const list = studentsList({ q: q.q, class: q.class, sort: q.sort ?? "newest" }, p);
  return organizerPage(actor, organizationId, q, list, p);
}

/** The classes filed under the organization, by name: the students list's class filter (its organizers only). */
export async function listOrganizationClasses(actor: Actor, organizationId: string) {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  const rows = await prisma.class.findMany({
    where: { organizationId: org.id, archivedAt: null },
    select: { id: true, className: true },
    orderBy: [{ className: "asc" }, { id: "asc" }],
  });
  return rows.map((c) => ({ id: c.id, name: c.className }));
}

export async function getStudent(actor: Actor, organizationId: string, studentId: string) {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  const s = await prisma.student.findFirst({
    where: { id: studentId, class: { organizationId: org.id, archivedAt: null } },
    select: studentSelect,
  });
  if (!s) throw notFound("Student not found.");
  return studentView(s);
}

export type { MemberView };
