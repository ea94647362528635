// Demo data for a first look (embedded database by default, or SPROUT_SEED_DEMO=1): one organization with
// an organizer, a teacher with a class of students, a parent with a child, and a student. Idempotent.
import { prisma } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { newCardCredentials, type CardCredentials } from "@/lib/cards/secrets";

export const DEMO_PASSWORD = "Sprout-demo-2026";

export const DEMO_ACCOUNTS = [
  { role: "organizer", login: "organizer@demo.sprout.school", page: "/login/organizer" },
  { role: "teacher", login: "teacher@demo.sprout.school", page: "/login/teacher" },
  { role: "parent", login: "parent@demo.sprout.school", page: "/login/parent" },
  { role: "student", login: "demo.student", page: "/login" },
] as const;

const STUDENTS = [
  ["Ava", "Nguyen"],
  ["Leo", "Martin"],
  ["Maya", "Okafor"],
  ["Noah", "Schmidt"],
  ["Zoe", "Tremblay"],
] as const;

export async function seedDemo(): Promise<boolean> {
  const existing = await prisma.user.findUnique({ where: { email: "teacher@demo.sprout.school" }, select: { id: true } });
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verified = new Date();
  // Every student has a login card from the start (printing never issues one). The class's students get card
  // passwords; demo.student keeps the demo password the README gives, on its card too.
  const cards = await Promise.all(STUDENTS.map(() => newCardCredentials()));
  const demoCard = await newCardCredentials(DEMO_PASSWORD);
  const card = (c: CardCredentials) => ({ cardSecret: c.cardSecret, cardTokenHash: c.cardTokenHash, cardIssuedAt: verified });
  await prisma.$transaction(async (tx) => {
    const org = await tx.organization.create({
      data: { name: "Maple Grove Elementary", description: "Demo school", inviteCode: "MAPLE-DEMO" },
    });
    const common = { passwordHash, emailVerifiedAt: verified, organizationId: org.id };
    await tx.user.create({
      data: { ...common, email: "organizer@demo.sprout.school", username: "demo.organizer", firstname: "Olivia", lastname: "Organizer", isOrganizer: true, country: "Canada" },
    });
    const teacher = await tx.user.create({
      data: { ...common, email: "teacher@demo.sprout.school", username: "demo.teacher", firstname: "Tom", lastname: "Teacher", isTeacher: true, schoolName: "Maple Grove Elementary", schoolCountry: "Canada" },
    });
    const cls = await tx.class.create({
      data: { className: "Grade 3 Coders", grade: "Grade 3", subject: "Computer Science", roomNumber: "12", color: "orange", ownerId: teacher.id, organizationId: org.id },
    });
    for (const [i, [first, last]] of STUDENTS.entries()) {
      await tx.user.create({
        data: {
          passwordHash: cards[i]!.passwordHash,
          username: `${first}.${last}`.toLowerCase(),
          firstname: first,
          lastname: last,
          isStudent: true,
          grade: "Grade 3",
          organizationId: org.id,
          studentProfile: { create: { classId: cls.id, ...card(cards[i]!) } },
        },
      });
    }
    const child = await tx.user.create({
      data: { passwordHash, username: "demo.student", firstname: "Sam", lastname: "Student", isStudent: true, grade: "Grade 3", organizationId: org.id, studentProfile: { create: { classId: cls.id, ...card(demoCard) } } },
    });
    await tx.user.create({
      data: { ...common, email: "parent@demo.sprout.school", username: "demo.parent", firstname: "Pat", lastname: "Parent", isParent: true, country: "Canada", children: { create: { childId: child.id } } },
    });
  });
  return true;
}

export function demoBanner(appUrl: string): string {
  const rows = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(10)} ${a.login.padEnd(30)} ${appUrl}${a.page}`);
  return [
    "",
    "Sprout demo accounts (password for all: " + DEMO_PASSWORD + ")",
    ...rows,
    "  (teacher's class 'Grade 3 Coders' has students ava.nguyen, leo.martin, maya.okafor, noah.schmidt, zoe.tremblay)",
    "",
  ].join("\n");
}
