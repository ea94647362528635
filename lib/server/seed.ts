// Demo data for a first look (embedded database by default, or SPROUT_SEED_DEMO=1): one organization with
// an organizer, a teacher with a class of students, a parent with a child, and a student. Idempotent.
import { randomBytes, randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/authenticate";
import { rolesOf } from "@/lib/auth/roles";
import { recordAttempt } from "@/lib/activity/attempts";
import { findPuzzle } from "@/lib/puzzles/content";
import { hashInvitationToken, INVITATION_DAYS } from "@/lib/organizations/invitations";
import { prisma } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { newCardCredentials, type CardCredentials } from "@/lib/cards/secrets";
import { fullWeek, NO_LIMIT_TIME, WEEKDAYS } from "@/lib/students/screen-time";

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

const STUDENTS = [
  ["Ava", "Nguyen"],
  ["Leo", "Martin"],
  ["Maya", "Okafor"],
  ["Noah", "Schmidt"],
  ["Zoe", "Tremblay"],
] as const;

/**
 * What the demo children played, as puzzle attempts (docs/decisions/160): Sam finished First Steps and is on
 * loops (one try not there yet, so Loops is the current unit); Riley made a start at home.
 */
const DEMO_PLAY: Record<string, { puzzleId: string; solved: boolean }[]> = {
  "demo.student": [
    ...["first-steps", "longer-walk", "turn-the-corner", "up-the-hill", "zigzag-path", "around-the-rock"].map(
      (puzzleId) => ({ puzzleId, solved: true }),
    ),
    { puzzleId: "repeat-walk", solved: true },
    { puzzleId: "gem-row", solved: true },
    { puzzleId: "stairs", solved: false },
  ],
  "demo.sibling": [
    { puzzleId: "first-steps", solved: true },
    { puzzleId: "longer-walk", solved: true },
    { puzzleId: "turn-the-corner", solved: false },
  ],
};

/**
 * Plays DEMO_PLAY through the attempt path every child's program takes (lib/activity/attempts.ts): the server
 * replays each program, so the demo's figures are earned like anyone's. A solved try sends the puzzle's reference
 * solution, a missed one its wrong program.
 */
async function playDemo() {
  for (const [username, plays] of Object.entries(DEMO_PLAY)) {
    const user = await prisma.user.findUniqueOrThrow({ where: { username } });
    const actor: Actor = {
      id: user.id,
      sessionId: "demo-seed",
      roles: rolesOf(user),
      organizationId: user.organizationId,
      organizationCode: null,
      user,
    };
    for (const play of plays) {
      const puzzle = findPuzzle(play.puzzleId)!;
      await recordAttempt(actor, {
        id: randomUUID(),
        puzzleId: puzzle.id,
        program: (play.solved ? puzzle.solution : puzzle.wrong) ?? null,
      });
    }
  }
}

export async function seedDemo(): Promise<boolean> {
  const existing = await prisma.user.findUnique({
    where: { email: "teacher@demo.sprout.school" },
    select: { id: true },
  });
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verified = new Date();
  // Every student has a login card from the start (printing never issues one). The class's students get card
  // passwords; demo.student keeps the demo password the README gives, on its card too.
  const cards = await Promise.all(STUDENTS.map(() => newCardCredentials()));
  const demoCard = await newCardCredentials(DEMO_PASSWORD);
  const siblingCard = await newCardCredentials(DEMO_PASSWORD);
  const card = (c: CardCredentials) => ({
    cardSecret: c.cardSecret,
    cardTokenHash: c.cardTokenHash,
    cardIssuedAt: verified,
  });
  await prisma.$transaction(
    async (tx) => {
      const org = await tx.organization.create({
        data: { name: "Maple Grove Elementary", description: "Demo school", inviteCode: "MAPLE-DEMO" },
      });
      const common = { passwordHash, emailVerifiedAt: verified, organizationId: org.id };
      // The earliest organizer account is the administrator when SPROUT_ADMIN_EMAILS is empty (lib/auth/admin.ts):
      // created a day before the rest, and a member of no organization.
      const admin = await tx.user.create({
        data: {
          passwordHash,
          emailVerifiedAt: verified,
          email: "admin@demo.sprout.school",
          username: "demo.admin",
          firstname: "Ada",
          lastname: "Admin",
          isOrganizer: true,
          country: "Canada",
          createdAt: new Date(verified.getTime() - 86_400_000),
        },
      });
      const organizer = await tx.user.create({
        data: {
          ...common,
          email: "organizer@demo.sprout.school",
          username: "demo.organizer",
          firstname: "Olivia",
          lastname: "Organizer",
          isOrganizer: true,
          country: "Canada",
        },
      });
      const teacher = await tx.user.create({
        data: {
          ...common,
          email: "teacher@demo.sprout.school",
          username: "demo.teacher",
          firstname: "Tom",
          lastname: "Teacher",
          isTeacher: true,
          schoolName: "Maple Grove Elementary",
          schoolCountry: "Canada",
        },
      });
      await tx.organizationMember.createMany({
        data: [
          { organizationId: org.id, userId: organizer.id, kind: "organizer" },
          { organizationId: org.id, userId: teacher.id, kind: "teacher" },
        ],
      });
      // One role and one waiting invitation, so the organizer's dashboard is not empty (docs/decisions/133). The
      // invitation's token is random and never mailed: nobody can sign up from it.
      const role = await tx.organizationRole.create({
        data: { organizationId: org.id, name: "Classroom teacher", description: "Teaches a class", kind: "teacher" },
      });
      await tx.organizationInvitation.create({
        data: {
          organizationId: org.id,
          roleId: role.id,
          kind: "teacher",
          email: "new.teacher@demo.sprout.school",
          tokenHash: hashInvitationToken(randomBytes(32).toString("base64url")),
          invitedById: organizer.id,
          expiresAt: new Date(verified.getTime() + INVITATION_DAYS * 86_400_000),
        },
      });
      const cls = await tx.class.create({
        data: {
          className: "Grade 3 Coders",
          grade: "Grade 3",
          subject: "Computer Science",
          roomNumber: "12",
          color: "orange",
          ownerId: teacher.id,
          organizationId: org.id,
        },
      });
      // The class's week: no limit but Saturday's 2 h (the demo parent's weekday limits are stricter, decision 101).
      const week = { timeLimits: { create: fullWeek([{ dayOfTheWeek: "Saturday", timeLimit: "02:00:00" }]) } };
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
            studentProfile: { create: { classId: cls.id, ...card(cards[i]!), ...week } },
          },
        });
      }
      const child = await tx.user.create({
        data: {
          passwordHash,
          username: "demo.student",
          firstname: "Sam",
          lastname: "Student",
          isStudent: true,
          grade: "Grade 3",
          organizationId: org.id,
          studentProfile: { create: { classId: cls.id, ...card(demoCard), ...week } },
        },
      });
      const parent = await tx.user.create({
        data: {
          ...common,
          email: "parent@demo.sprout.school",
          username: "demo.parent",
          firstname: "Pat",
          lastname: "Parent",
          isParent: true,
          country: "Canada",
          children: { create: { childId: child.id } },
        },
      });
      // The parent's limits on Sam combine with the class's (Saturday: the teacher's 2 h, weekdays: the parent's 1 h 30).
      await tx.parentTimeLimit.createMany({
        data: WEEKDAYS.map((day) => ({
          childId: child.id,
          dayOfTheWeek: day,
          timeLimit: ["Saturday", "Sunday"].includes(day) ? NO_LIMIT_TIME : "01:30:00",
          setById: parent.id,
        })),
      });
      await tx.parentLevelThreshold.create({
        data: { childId: child.id, grade: "Grade 3", level: "Green", setById: parent.id },
      });
      // A younger child the family made at home (no class), friends with Sam.
      const sibling = await tx.user.create({
        data: {
          passwordHash,
          username: "demo.sibling",
          firstname: "Riley",
          lastname: "Student",
          isStudent: true,
          dob: new Date("2019-05-14T00:00:00Z"),
          studentProfile: { create: { codingExperience: "beginner", ...card(siblingCard) } },
          parents: { create: { parentId: parent.id } },
          parentTimeLimits: {
            create: WEEKDAYS.map((day) => ({ dayOfTheWeek: day, timeLimit: "01:00:00", setById: parent.id })),
          },
        },
      });
      await tx.friendRequest.create({
        data: {
          fromChildId: sibling.id,
          toChildId: child.id,
          sentById: parent.id,
          toLabel: "demo.student",
          status: "accepted",
          answeredById: parent.id,
          answeredAt: verified,
        },
      });
      // Tom and Pat talk about Sam (issue 13): Tom's last message is unread, so both pages show a badge.
      const hour = 3_600_000;
      const t0 = verified.getTime() - 26 * hour;
      await tx.conversation.create({
        data: {
          teacherId: teacher.id,
          parentId: parent.id,
          childId: child.id,
          createdAt: new Date(t0),
          lastMessageAt: new Date(t0 + 25 * hour),
          messages: {
            create: [
              {
                senderId: teacher.id,
                body: "Hi Pat! Sam solved the loops maze today without a hint.",
                at: 0,
                read: true,
              },
              {
                senderId: parent.id,
                body: "That's wonderful, thank you! Sam talked about it all evening.",
                at: 2,
                read: true,
              },
              {
                senderId: teacher.id,
                body: "Next week we start conditionals. A preview: https://sprout.school/about-us",
                at: 25,
                read: false,
              },
            ].map((m) => ({
              senderId: m.senderId,
              body: m.body,
              createdAt: new Date(t0 + m.at * hour),
              notifyAt: new Date(t0 + m.at * hour),
              readAt: m.read ? new Date(t0 + (m.at + 1) * hour) : null,
            })),
          },
        },
      });
      // Licenses (issue 12): a catalog of two, and Maple Grove's granted classroom license, ten days into its year,
      // so the organizer's Licenses and Analytics sections show figures (and the class's students the extra packs).
      const day = 86_400_000;
      const [classroom] = await Promise.all(
        [
          {
            name: "Classroom",
            description: "One class of up to 30 students for a year.",
            priceCents: 12000,
            seats: 30,
          },
          { name: "Whole school", description: "Every class of a school for a year.", priceCents: 90000, seats: 500 },
        ].map((l) => tx.license.create({ data: { ...l, durationDays: 365 } })),
      );
      await tx.licenseRequest.create({
        data: {
          organizationId: org.id,
          licenseId: classroom!.id,
          requestedById: organizer.id,
          status: "granted",
          createdAt: new Date(verified.getTime() - 11 * day),
          answeredAt: new Date(verified.getTime() - 10 * day),
          answeredById: admin.id,
          seats: 30,
          startsAt: new Date(verified.getTime() - 10 * day),
          expiresAt: new Date(verified.getTime() + 355 * day),
        },
      });
      // Sam played three days ago, so "active in the last 7 days" is not empty.
      await tx.screenTimeDay.create({
        data: {
          studentId: (await tx.student.findUniqueOrThrow({ where: { userId: child.id } })).id,
          day: new Date(new Date(verified.getTime() - 3 * day).toISOString().slice(0, 10)),
          seconds: 1200,
          lastBeatAt: new Date(verified.getTime() - 3 * day),
        },
      });
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
