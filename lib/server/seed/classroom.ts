// Tom's class "Grade 3 Coders": five students with card passwords and Sam (demo.student), who signs in with the
// demo password. The class's week has no limit but Saturday's 2 h.
import { fullWeek } from "@/lib/students/screen-time";
import { cardOf, type SeedContext } from "./context";

export const STUDENTS = [
  ["Ava", "Nguyen"],
  ["Leo", "Martin"],
  ["Maya", "Okafor"],
  ["Noah", "Schmidt"],
  ["Zoe", "Tremblay"],
] as const;

export async function seedClassroom(
  { tx, passwordHash, verified, cards }: SeedContext,
  organizationId: string,
  teacherId: string,
) {
  const cls = await tx.class.create({
    data: {
      className: "Grade 3 Coders",
      grade: "Grade 3",
      subject: "Computer Science",
      roomNumber: "12",
      color: "orange",
      ownerId: teacherId,
      organizationId,
    },
  });
  // The demo parent's weekday limits are stricter than the class's week (decision 101).
  const week = { timeLimits: { create: fullWeek([{ dayOfTheWeek: "Saturday", timeLimit: "02:00:00" }]) } };
  for (const [i, [first, last]] of STUDENTS.entries()) {
    await tx.user.create({
      data: {
        passwordHash: cards.students[i]!.passwordHash,
        username: `${first}.${last}`.toLowerCase(),
        firstname: first,
        lastname: last,
        isStudent: true,
        grade: "Grade 3",
        organizationId,
        studentProfile: { create: { classId: cls.id, ...cardOf(cards.students[i]!, verified), ...week } },
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
      organizationId,
      studentProfile: { create: { classId: cls.id, ...cardOf(cards.demo, verified), ...week } },
    },
  });
  return { cls, child };
}
