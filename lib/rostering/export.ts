// An organization's roster as a OneRoster 1.2 CSV zip (docs/decisions/243), so a school can leave Sprout with it
// or hand it to another tool: manifest, orgs (the organization as one school), academicSessions (the current
// school year), classes, users, roles and enrollments. A record a OneRoster file brought keeps its sourcedId; the
// others use Sprout's id. Students' email addresses are left out (children sign in by username or card).
// Archived classes and their students are not in it (docs/decisions/185).
import type { Actor } from "@/lib/auth/authenticate";
import { findOrganizationOrThrow } from "@/lib/access/organizations";
import { now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { FileResult } from "@/lib/http/file-result";
import "@/lib/csv/off-thread";
import type { CsvTable } from "@/lib/csv/zip";
import { runOffThread } from "@/lib/jobs/pool";
import { GRADES } from "@/lib/vocabulary";
import { COLUMNS, type RosterFile } from "./columns";

function table(file: RosterFile, rows: Record<string, string>[]): CsvTable {
  const header = COLUMNS[file];
  return { header, rows: rows.map((r) => header.map((h) => r[h] ?? "")) };
}

/** Sprout's grade words as OneRoster grade codes (Kindergarden → KG, Grade 3 → 03). */
function gradeCode(grade: string): string {
  const i = (GRADES as readonly string[]).indexOf(grade);
  if (i === 0) return "KG";
  return i > 0 ? String(i).padStart(2, "0") : "";
}

export async function organizationRoster(actor: Actor, organizationId: string) {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  const [members, classes, rostered] = await Promise.all([
    prisma.organizationMember.findMany({
      where: { organizationId: org.id },
      select: {
        kind: true,
        user: { select: { id: true, username: true, firstname: true, lastname: true, email: true } },
      },
      orderBy: [{ createdAt: "asc" }, { userId: "asc" }],
    }),
    prisma.class.findMany({
      where: { organizationId: org.id, archivedAt: null },
      select: {
        id: true,
        sourceId: true,
        className: true,
        grade: true,
        subject: true,
        roomNumber: true,
        owner: { select: { id: true, username: true, firstname: true, lastname: true, email: true } },
        coTeachers: {
          select: { teacher: { select: { id: true, username: true, firstname: true, lastname: true, email: true } } },
        },
        students: {
          select: { externalId: true, user: { select: { id: true, username: true, firstname: true, lastname: true } } },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    prisma.rosterPerson.findMany({
      where: { organizationId: org.id, userId: { not: null } },
      select: { userId: true, sourceId: true },
    }),
  ]);
  const sourceOf = new Map(rostered.map((r) => [r.userId!, r.sourceId]));
  const uid = (id: string) => sourceOf.get(id) ?? id;
  const today = now();
  const year = today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const session = `sprout-year-${year}`;
  type Person = { id: string; username: string; firstname: string; lastname: string; email?: string | null };
  const users = new Map<string, { p: Person; role: string; identifier: string }>();
  const put = (p: Person, role: string, identifier = "") => {
    if (!users.has(p.id)) users.set(p.id, { p, role, identifier });
  };
  for (const m of members) put(m.user, m.kind === "organizer" ? "administrator" : "teacher");
  const enrollments: Record<string, string>[] = [];
  for (const c of classes) {
    const cls = c.sourceId ?? c.id;
    const enrol = (userId: string, role: string, primary: boolean) =>
      enrollments.push({
        sourcedId: `${cls}:${uid(userId)}`,
        classSourcedId: cls,
        schoolSourcedId: org.id,
        userSourcedId: uid(userId),
        role,
        primary: primary ? "true" : "false",
      });
    put(c.owner, "teacher");
    enrol(c.owner.id, "teacher", true);
    for (const t of c.coTeachers) {
      put(t.teacher, "teacher");
      enrol(t.teacher.id, "teacher", false);
    }
    for (const s of c.students) {
      put({ ...s.user, email: null }, "student", s.externalId);
      enrol(s.user.id, "student", false);
    }
  }
  // An organizer who holds a class (until its rostered teacher joins) is enrolled as its teacher too.
  const teachesSomething = new Set(enrollments.filter((e) => e.role === "teacher").map((e) => e.userSourcedId));
  const userRows = [...users.values()].map(({ p, identifier }) => ({
    sourcedId: uid(p.id),
    enabledUser: "true",
    username: p.username,
    givenName: p.firstname || p.username,
    familyName: p.lastname || p.username,
    identifier,
    email: p.email ?? "",
    primaryOrgSourcedId: org.id,
  }));
  const roleRows = [...users.values()].map(({ p, role }) => ({
    sourcedId: `role:${uid(p.id)}`,
    userSourcedId: uid(p.id),
    roleType: "primary",
    role: role === "administrator" && teachesSomething.has(uid(p.id)) ? "teacher" : role,
    orgSourcedId: org.id,
  }));
  const manifest: CsvTable = {
    header: ["propertyName", "value"],
    rows: [
      ["manifest.version", "1.0"],
      ["oneroster.version", "1.2"],
      ["file.academicSessions", "bulk"],
      ["file.classes", "bulk"],
      ["file.enrollments", "bulk"],
      ["file.orgs", "bulk"],
      ["file.roles", "bulk"],
      ["file.users", "bulk"],
      ["source.systemName", "Sprout"],
      ["source.systemCode", "sprout"],
    ],
  };
  return {
    date: today.toISOString().slice(0, 10),
    tables: {
      manifest,
      orgs: table("orgs.csv", [{ sourcedId: org.id, name: org.name, type: "school", identifier: org.inviteCode }]),
      academicSessions: table("academicSessions.csv", [
        {
          sourcedId: session,
          title: `School year ${year}-${year + 1}`,
          type: "schoolYear",
          startDate: `${year}-08-01`,
          endDate: `${year + 1}-07-31`,
          schoolYear: String(year + 1),
        },
      ]),
      classes: table(
        "classes.csv",
        classes.map((c) => ({
          sourcedId: c.sourceId ?? c.id,
          title: c.className,
          grades: gradeCode(c.grade),
          classType: "scheduled",
          location: c.roomNumber,
          schoolSourcedId: org.id,
          termSourcedIds: session,
          subjects: c.subject,
        })),
      ),
      users: table("users.csv", userRows),
      roles: table("roles.csv", roleRows),
      enrollments: table("enrollments.csv", enrollments),
    },
  };
}

/** GET /organization/{id}/oneroster: the zip an organizer downloads. */
export async function exportOrganizationRoster(actor: Actor, organizationId: string): Promise<FileResult> {
  const { date, tables } = await organizationRoster(actor, organizationId);
  // The manifest's cells and the others go through csvLine (formula-safe); OneRoster readers take the BOM. A whole
  // school's tables are deflated off the request thread (lib/csv/off-thread.ts).
  const zip = await runOffThread("csv.zip", tables);
  return new FileResult(zip, "application/zip", `sprout-oneroster-${date}.zip`, "attachment");
}
