// An organization's people (SPEC §7 GET /organization/{id}/users, /users/students/, /users/students/{id}):
// members newest first, and the students of classes filed under it. Only its organizers (403 for a teacher
// member, 404 for anyone else: findOrganizationOrThrow). Paged with ?page=&page_size= (docs/decisions/133).
import "server-only";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import type { Actor } from "@/lib/auth/authenticate";
import { findOrganizationOrThrow } from "@/lib/access/organizations";
import type { PageQuery } from "./schemas";

export type Page<T> = { count: number; page: number; page_size: number; results: T[] };

export type MemberView = {
  id: string;
  username: string;
  firstname: string;
  lastname: string;
  email: string | null;
  kind: "teacher" | "organizer";
  role: string | null;
  created_at: string;
  joined_at: string;
};

export type OrganizationStudentView = {
  id: string;
  username: string;
  firstname: string;
  lastname: string;
  class_id: string;
  class_name: string;
  created_at: string;
};

const skip = (q: PageQuery) => (q.page - 1) * q.page_size;

export async function listMembers(actor: Actor, organizationId: string, q: PageQuery): Promise<Page<MemberView>> {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  const where = { organizationId: org.id };
  const [count, rows] = await Promise.all([
    prisma.organizationMember.count({ where }),
    prisma.organizationMember.findMany({
      where,
      include: { user: true, role: { select: { name: true } } },
      orderBy: [{ user: { createdAt: "desc" } }, { userId: "asc" }],
      skip: skip(q),
      take: q.page_size,
    }),
  ]);
  return {
    count,
    page: q.page,
    page_size: q.page_size,
    results: rows.map((m) => ({
      id: m.user.id,
      username: m.user.username,
      firstname: m.user.firstname,
      lastname: m.user.lastname,
      email: m.user.email,
      kind: m.kind,
      role: m.role?.name ?? null,
      created_at: m.user.createdAt.toISOString(),
      joined_at: m.createdAt.toISOString(),
    })),
  };
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
    class_id: s.class?.id ?? "",
    class_name: s.class?.className ?? "",
    created_at: s.createdAt.toISOString(),
  };
}

export async function listStudents(
  actor: Actor,
  organizationId: string,
  q: PageQuery,
): Promise<Page<OrganizationStudentView>> {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  const where = { class: { organizationId: org.id } };
  const [count, rows] = await Promise.all([
    prisma.student.count({ where }),
    prisma.student.findMany({
      where,
      select: studentSelect,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: skip(q),
      take: q.page_size,
    }),
  ]);
  return { count, page: q.page, page_size: q.page_size, results: rows.map(studentView) };
}

export async function getStudent(actor: Actor, organizationId: string, studentId: string) {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  const s = await prisma.student.findFirst({
    where: { id: studentId, class: { organizationId: org.id } },
    select: studentSelect,
  });
  if (!s) throw notFound("Student not found.");
  return studentView(s);
}
