// Helpers for the license and analytics tests (issue 12): organizations with organizers and teacher members,
// classes filed under an organization, catalog licenses and grants.
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { createSignedIn } from "./factories";
import { addStudent, teacherWithClass } from "../fixtures/csv/classroom";

/** An organization and a signed-in organizer of it (the first organizer made in a test is the administrator). */
export async function organizationWithOrganizer(name = "Hillside School") {
  const org = await prisma.organization.create({
    data: { name, inviteCode: `CODE-${randomUUID().slice(0, 8)}` },
  });
  const organizer = await createSignedIn({ role: "organizer" });
  await prisma.user.update({ where: { id: organizer.user.id }, data: { organizationId: org.id } });
  await prisma.organizationMember.create({
    data: { organizationId: org.id, userId: organizer.user.id, kind: "organizer" },
  });
  return { org, organizer };
}

/** A teacher member of the organization with a class filed under it. */
export async function memberTeacherWithClass(organizationId: string, className = "Room 1") {
  const teacher = await teacherWithClass(className);
  await prisma.user.update({ where: { id: teacher.user.id }, data: { organizationId } });
  await prisma.organizationMember.create({ data: { organizationId, userId: teacher.user.id, kind: "teacher" } });
  await prisma.class.update({ where: { id: teacher.classId }, data: { organizationId } });
  return teacher;
}

export async function studentIn(token: string, classId: string) {
  const s = await addStudent(token, classId);
  const row = await prisma.student.findUniqueOrThrow({ where: { id: s.id } });
  return { id: s.id, userId: row.userId };
}

export async function catalogLicense(data: Partial<{ name: string; seats: number; durationDays: number }> = {}) {
  return prisma.license.create({
    data: { name: "Classroom", priceCents: 12000, durationDays: 365, seats: 30, ...data },
  });
}

/** A granted license of the organization, from `startsAt` to `expiresAt`. */
export async function grantLicense(
  organizationId: string,
  opts: { seats?: number; startsAt?: Date; expiresAt?: Date; name?: string } = {},
) {
  const license = await catalogLicense({ name: opts.name ?? "Classroom", seats: opts.seats ?? 30 });
  return prisma.licenseRequest.create({
    data: {
      organizationId,
      licenseId: license.id,
      status: "granted",
      answeredAt: new Date(),
      seats: license.seats,
      startsAt: opts.startsAt ?? new Date(Date.now() - 86_400_000),
      expiresAt: opts.expiresAt ?? new Date(Date.now() + 30 * 86_400_000),
    },
  });
}
