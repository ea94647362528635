// Demo data for a first look (embedded database by default, or SPROUT_SEED_DEMO=1): one organization with
// an organizer, a teacher with a class of students, a parent with a child, and a student. Idempotent. Each step
// is a file of lib/server/seed/, run here in one transaction and in this order.
import { prisma } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { playDemo, seedScreenTime } from "./seed/activity";
import { seedClassroom, STUDENTS } from "./seed/classroom";
import { newDemoCards, type SeedContext } from "./seed/context";
import { seedFamily } from "./seed/family";
import { seedLicenses } from "./seed/licenses";
import { seedConversation } from "./seed/messages";
import { seedOrganization } from "./seed/organization";

export const DEMO_PASSWORD = "Sprout-demo-2026";

export const DEMO_ACCOUNTS = [
  { role: "organizer", login: "organizer@demo.sprout.school", page: "/login/organizer" },
  // The deployment administrator: keeps the license catalog and grants requests; organizes no school, so nobody
  // grants their own request (docs/decisions/195).
  { role: "admin", login: "admin@demo.sprout.school", page: "/login/organizer" },
  { role: "teacher", login: "teacher@demo.sprout.school", page: "/login/teacher" },
  { role: "parent", login: "parent@demo.sprout.school", page: "/login/parent" },
  { role: "student", login: "demo.student", page: "/login" },
] as const;

export async function seedDemo(): Promise<boolean> {
  const existing = await prisma.user.findUnique({
    where: { email: "teacher@demo.sprout.school" },
    select: { id: true },
  });
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verified = new Date();
  const cards = await newDemoCards(STUDENTS.length, DEMO_PASSWORD);
  await prisma.$transaction(
    async (tx) => {
      const ctx: SeedContext = { tx, passwordHash, verified, cards };
      const { org, admin, organizer, teacher } = await seedOrganization(ctx);
      const { child } = await seedClassroom(ctx, org.id, teacher.id);
      const { parent } = await seedFamily(ctx, org.id, child.id);
      await seedConversation(ctx, { teacherId: teacher.id, parentId: parent.id, childId: child.id });
      await seedLicenses(ctx, { organizationId: org.id, requestedById: organizer.id, answeredById: admin.id });
      await seedScreenTime(ctx, child.id);
      // Dozens of inserts: on a busy 2-core machine they outlived Prisma's 5-second default and the server never started.
    },
    { timeout: 60_000 },
  );
  await playDemo();
  return true;
}

export function demoBanner(appUrl: string): string {
  const rows = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(10)} ${a.login.padEnd(30)} ${appUrl}${a.page}`);
  return [
    "",
    "Sprout demo accounts (password for all: " + DEMO_PASSWORD + ")",
    ...rows,
    "  (teacher's class 'Grade 3 Coders' has students ava.nguyen, leo.martin, maya.okafor, noah.schmidt, zoe.tremblay)",
    "  (parent's children: demo.student in that class, demo.sibling made at home)",
    "",
  ].join("\n");
}
