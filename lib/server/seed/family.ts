// Pat's family: Sam (in Tom's class) with the parent's limits and level threshold, and Riley, a younger child made
// at home (no class), friends with Sam.
import { NO_LIMIT_TIME, WEEKDAYS } from "@/lib/students/screen-time";
import { cardOf, type SeedContext } from "./context";

export async function seedFamily(
  { tx, passwordHash, verified, cards }: SeedContext,
  organizationId: string,
  childId: string,
) {
  const parent = await tx.user.create({
    data: {
      passwordHash,
      emailVerifiedAt: verified,
      organizationId,
      email: "parent@demo.sprout.school",
      username: "demo.parent",
      firstname: "Pat",
      lastname: "Parent",
      isParent: true,
      country: "Canada",
      children: { create: { childId } },
    },
  });
  // The parent's limits on Sam combine with the class's (Saturday: the teacher's 2 h, weekdays: the parent's 1 h 30).
  await tx.parentTimeLimit.createMany({
    data: WEEKDAYS.map((day) => ({
      childId,
      dayOfTheWeek: day,
      timeLimit: ["Saturday", "Sunday"].includes(day) ? NO_LIMIT_TIME : "01:30:00",
      setById: parent.id,
    })),
  });
  await tx.parentLevelThreshold.create({
    data: { childId, grade: "Grade 3", level: "Green", setById: parent.id },
  });
  const sibling = await tx.user.create({
    data: {
      passwordHash,
      username: "demo.sibling",
      firstname: "Riley",
      lastname: "Student",
      isStudent: true,
      dob: new Date("2019-05-14T00:00:00Z"),
      studentProfile: { create: { codingExperience: "beginner", ...cardOf(cards.sibling, verified) } },
      parents: { create: { parentId: parent.id } },
      parentTimeLimits: {
        create: WEEKDAYS.map((day) => ({ dayOfTheWeek: day, timeLimit: "01:00:00", setById: parent.id })),
      },
    },
  });
  await tx.friendRequest.create({
    data: {
      fromChildId: sibling.id,
      toChildId: childId,
      sentById: parent.id,
      toLabel: "demo.student",
      status: "accepted",
      answeredById: parent.id,
      answeredAt: verified,
    },
  });
  return { parent };
}
