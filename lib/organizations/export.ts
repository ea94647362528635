// An organization's data for its organizers (issue 24, docs/decisions/187): members, classes, students with their
// progress figures, licenses and the audit log, as one JSON file. Organizers of that organization only
// (findOrganizationOrThrow "write": a teacher member 403, an outsider 404). Archived classes and their students
// are not in it (docs/decisions/185); the audit log's own CSV export keeps its chain head line.
import type { Actor } from "@/lib/auth/authenticate";
import { findOrganizationOrThrow } from "@/lib/access/organizations";
import { serializeAuditEntry, EXPORT_MAX_ROWS } from "@/lib/audit/service";
import { now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { FileResult } from "@/lib/http/file-result";
import { progressFigures } from "@/lib/progress/figures";
import { progressInputsOf } from "@/lib/progress/facts";
import { puzzleCatalog } from "@/lib/puzzles/content";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const person = { id: true, username: true, firstname: true, lastname: true } as const;

export async function organizationData(actor: Actor, organizationId: string) {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  const [members, classes, licenses, audit] = await Promise.all([
    prisma.organizationMember.findMany({
      where: { organizationId },
      include: { user: { select: { ...person, email: true } }, role: { select: { name: true } } },
      orderBy: [{ createdAt: "asc" }, { userId: "asc" }],
    }),
    prisma.class.findMany({
      where: { organizationId, archivedAt: null },
      include: {
        owner: { select: person },
        coTeachers: { select: { teacherId: true } },
        students: {
          include: { user: { select: person } },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    prisma.licenseRequest.findMany({
      where: { organizationId },
      include: { license: { select: { id: true, name: true } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    prisma.auditLog.findMany({ where: { organizationId }, orderBy: { seq: "asc" }, take: EXPORT_MAX_ROWS }),
  ]);
  const students = classes.flatMap((c) => c.students.map((s) => ({ s, c })));
  const inputs = await progressInputsOf(students.map(({ s }) => s.id));
  const catalog = puzzleCatalog();
  return {
    exportedAt: now().toISOString(),
    organization: { id: org.id, name: org.name, description: org.description, createdAt: iso(org.createdAt) },
    members: members.map((m) => ({
      userId: m.userId,
      username: m.user.username,
      firstname: m.user.firstname,
      lastname: m.user.lastname,
      email: m.user.email,
      kind: m.kind,
      role: m.role?.name ?? null,
      joinedAt: iso(m.createdAt),
    })),
    classes: classes.map((c) => ({
      id: c.id,
      className: c.className,
      grade: c.grade,
      subject: c.subject,
      owner: { id: c.owner.id, username: c.owner.username },
      coTeacherIds: c.coTeachers.map((t) => t.teacherId),
      studentCount: c.students.length,
      createdAt: iso(c.createdAt),
    })),
    students: students.map(({ s, c }) => {
      const input = inputs.get(s.id)!;
      const f = progressFigures(input.facts, catalog, input.levels);
      return {
        id: s.id,
        userId: s.userId,
        username: s.user.username,
        firstname: s.user.firstname,
        lastname: s.user.lastname,
        classId: c.id,
        level: s.level,
        createdAt: iso(s.createdAt),
        progress: {
          overall: f.overall,
          level: f.level,
          units: f.units.map((u) => ({ title: u.title, share: u.share })),
        },
      };
    }),
    licenses: licenses.map((l) => ({
      id: l.id,
      license: l.license,
      status: l.status,
      seats: l.seats,
      startsAt: iso(l.startsAt),
      expiresAt: iso(l.expiresAt),
      requestedAt: iso(l.createdAt),
      answeredAt: iso(l.answeredAt),
    })),
    audit: audit.map(serializeAuditEntry),
  };
}

/** GET /organization/{id}/export: the JSON file an organizer downloads. */
export async function exportOrganizationData(actor: Actor, organizationId: string): Promise<FileResult> {
  const d = await organizationData(actor, organizationId);
  const bytes = new TextEncoder().encode(JSON.stringify(d, null, 2));
  return new FileResult(
    bytes,
    "application/json; charset=utf-8",
    `sprout-organization-${d.exportedAt.slice(0, 10)}.json`,
    "attachment",
  );
}
