// The hostile-input corpus's world (tests/api/hostile-input*.test.ts): real records of every kind that a route's
// dynamic segments are filled with, and the routes the corpus drives in-process.
import { NextRequest } from "next/server";
import { prisma } from "@/lib/db/client";
import { startSession } from "@/lib/auth/sessions";
import { listRouteFiles, loadRoute, type RouteFile } from "../../support/route-files";
import { createUser } from "../../support/factories";
import { createUnit, day } from "../../support/curriculum-factories";

export type World = Awaited<ReturnType<typeof buildWorld>>;
export type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

/** next-auth's handler needs Next's request scope (cookies()); the browser tests drive it through a real server. */
const NEEDS_NEXT_SERVER = new Set(["/api/auth/[...nextauth]"]);
export const routes = listRouteFiles().filter((r) => !NEEDS_NEXT_SERVER.has(r.pattern));

export const student = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@school.test",
  username: "ada.l",
  dob: "2016-05-04",
};
export const event = {
  Subject: "Robotics club",
  StartTime: "2027-03-01T15:00:00.000Z",
  EndTime: "2027-03-01T16:00:00.000Z",
  IsAllDay: false,
  Description: "Bring laptops",
};

async function json(handler: Handler | undefined, token: string, body: unknown, params: Record<string, string> = {}) {
  const res = await handler!(
    new NextRequest("http://sprout.test/api/x", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve(params) },
  );
  const out = await res.json();
  if (res.status >= 400) throw new Error(`world setup failed: ${res.status} ${JSON.stringify(out)}`);
  return out;
}

/** Real records of every kind, owned by one adult (teacher, parent and organizer) with a student in their class. */
export async function buildWorld() {
  const adult = await createUser({ roles: ["teacher", "parent", "organizer"] });
  const { access_token: token } = await startSession(adult.id);
  const mod = async (pattern: string) =>
    loadRoute(routes.find((r) => r.pattern === pattern)!) as Promise<Record<string, Handler>>;
  const cls = await json((await mod("/api/academics/class")).POST, token, {
    className: "World",
    grade: "Grade 2",
    student,
  });
  const classId: string = cls.class.id;
  const [st] = await prisma.student.findMany({ where: { classId }, include: { timeLimits: true } });
  const unitId = (await createUnit(classId, { status: "current" })).id;
  const lesson = await json(
    (await mod("/api/academics/curriculums/units/[unitId]/lessons")).POST,
    token,
    { text: "Loops" },
    { unitId },
  );
  const assignment = await json(
    (await mod("/api/academics/curriculums/units/[unitId]/assignment")).POST,
    token,
    {
      title: "Maze",
      start_date: day(0),
      end_date: day(7),
      number: 2,
      skills: [{ skillId: "1A-AP-08" }],
      students: [st.id],
    },
    { unitId },
  );
  const comment = await json(
    (await mod("/api/academics/comment/student/[id]")).POST,
    token,
    { text: "Kind" },
    { id: st.id },
  );
  const ev = await json((await mod("/api/academics/calendar/schedules")).POST, token, event);
  const feedMod = await mod("/api/academics/calendar/feed");
  const feed = await (
    await feedMod.GET!(new NextRequest("http://sprout.test/api/x", { headers: { authorization: `Bearer ${token}` } }), {
      params: Promise.resolve({}),
    })
  ).json();
  // The adult is also the student's parent, so the chat routes reach their deepest checks on a real conversation.
  await prisma.parentChild.create({ data: { parentId: adult.id, childId: st.userId } });
  const conversation = await prisma.conversation.create({
    data: { teacherId: adult.id, parentId: adult.id, childId: st.userId },
  });
  const message = await prisma.chatMessage.create({
    data: { conversationId: conversation.id, senderId: adult.id, body: "Hello" },
  });
  // The adult organizes an organization the class is filed under, with a role and an invitation to themself.
  const org = await prisma.organization.create({ data: { name: "Hostile school", inviteCode: "HOSTILE-1" } });
  await prisma.organizationMember.create({ data: { organizationId: org.id, userId: adult.id, kind: "organizer" } });
  await prisma.user.update({ where: { id: adult.id }, data: { organizationId: org.id } });
  await prisma.class.update({ where: { id: classId }, data: { organizationId: org.id } });
  const orgRole = await prisma.organizationRole.create({ data: { organizationId: org.id, name: "Teacher" } });
  const orgInvitation = await prisma.organizationInvitation.create({
    data: {
      organizationId: org.id,
      roleId: orgRole.id,
      kind: "teacher",
      email: adult.email!,
      tokenHash: "hostile-invitation",
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  // As the deployment's only organizer the adult is its administrator: two catalog licenses, one requested for the
  // organization and waiting for an answer.
  const [license, spareLicense] = await Promise.all(
    ["Classroom", "School"].map((name) =>
      prisma.license.create({ data: { name, priceCents: 12000, durationDays: 365, seats: 30 } }),
    ),
  );
  const licenseRequest = await prisma.licenseRequest.create({
    data: { organizationId: org.id, licenseId: license.id, requestedById: adult.id },
  });
  return {
    organizationId: org.id,
    organizationRoleId: orgRole.id,
    organizationInvitationId: orgInvitation.id,
    adultId: adult.id,
    adultUsername: adult.username,
    studentUserId: st.userId,
    classId,
    studentId: st.id,
    timeLimitId: st.timeLimits[0]?.id ?? crypto.randomUUID(),
    unitId,
    lessonId: lesson.id as string,
    assignmentId: assignment.id as string,
    commentId: comment.id as string,
    eventId: ev.Id as string,
    feedFile: String(feed.feedUrl).split("/").pop()!,
    conversationId: conversation.id,
    messageId: String(message.id),
    licenseId: license.id,
    spareLicenseId: spareLicense.id,
    licenseRequestId: licenseRequest.id,
  };
}

/** Named segments and what fills them. */
const BY_NAME: Record<string, (w: World) => string> = {
  classId: (w) => w.classId,
  studentId: (w) => w.studentId,
  unitId: (w) => w.unitId,
  eventId: (w) => w.eventId,
  file: (w) => w.feedFile,
  word: () => "loop",
  nextauth: () => "session",
  orgId: (w) => w.organizationId,
  requestId: (w) => w.licenseRequestId,
  puzzleId: () => "first-steps",
};
/** An `[id]` segment, by the path segment before it. */
const ID_AFTER: Record<string, (w: World) => string> = {
  class: (w) => w.classId,
  student: (w) => w.studentId,
  comment: (w) => w.commentId,
  schedules: (w) => w.eventId,
  lessons: (w) => w.lessonId,
  assignment: (w) => w.assignmentId,
  "screen-time": (w) => w.timeLimitId,
  message: (w) => w.conversationId,
  organization: (w) => w.organizationId,
  role: (w) => w.organizationRoleId,
  invitations: (w) => w.organizationInvitationId,
  admin: (w) => w.licenseId,
};

/** Fills a route's dynamic segments with the world's records (unknown ones get a fresh uuid). */
export function paramsFor(route: RouteFile, w: World): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of route.params) {
    const before = route.pattern.split(`/[${name}]`)[0].split("/").pop() ?? "";
    const fill =
      name !== "id"
        ? BY_NAME[name]
        : route.pattern.startsWith("/api/chat/message/")
          ? (world: World) => world.messageId
          : ID_AFTER[before];
    out[name] = fill ? fill(w) : crypto.randomUUID();
  }
  return out;
}
