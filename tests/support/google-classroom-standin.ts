// Google Classroom v1 in the Google stand-in (./google-standin.ts): courses.list (teacherId=me, courseStates,
// paging) and courses.students.list (paging) with each student's userProfile, as Google answers them. Pages are
// at most STANDIN_PAGE long whatever pageSize asks (Google too may return fewer), so the product's paging runs.
import type http from "node:http";

export type StandInStudent = { userId: string; givenName: string; familyName: string; email?: string };
export type StandInCourse = {
  id: string;
  name: string;
  section?: string;
  room?: string;
  courseState?: "ACTIVE" | "ARCHIVED" | "PROVISIONED";
  students: StandInStudent[];
};
/** A teacher's Classroom: the courses the token's account teaches (shared objects: a test edits them in place). */
export type StandInClassroom = { courses: StandInCourse[]; fail: boolean };

const STANDIN_PAGE = 2;

const gr = globalThis as unknown as {
  __sproutGoogleClassrooms?: Map<string, StandInClassroom>;
  __sproutGoogleTokens?: Map<string, { sub: string; email: string }>;
};
gr.__sproutGoogleClassrooms ??= new Map();
gr.__sproutGoogleTokens ??= new Map();

/**
 * The token's account teaches `courses` (the same course object may be given to two tokens: two teachers of one
 * course). A token with no identity yet gets one, so tokeninfo answers for it as Google would.
 */
export function registerClassroomToken(token: string, courses: StandInCourse[]): StandInClassroom {
  const classroom = { courses, fail: false };
  gr.__sproutGoogleClassrooms!.set(token, classroom);
  if (!gr.__sproutGoogleTokens!.has(token)) {
    gr.__sproutGoogleTokens!.set(token, { sub: `classroom-${token.slice(-12)}`, email: "teacher@classroom.test" });
  }
  return classroom;
}

function page<T>(items: T[], url: URL) {
  const size = Math.min(Number(url.searchParams.get("pageSize")) || STANDIN_PAGE, STANDIN_PAGE);
  const start = Number(url.searchParams.get("pageToken") ?? "0") || 0;
  const next = start + size < items.length ? String(start + size) : undefined;
  return { slice: items.slice(start, start + size), ...(next && { nextPageToken: next }) };
}

function profile(s: StandInStudent) {
  return {
    id: s.userId,
    name: { givenName: s.givenName, familyName: s.familyName, fullName: `${s.givenName} ${s.familyName}`.trim() },
    ...(s.email && { emailAddress: s.email }),
  };
}

/** /v1/courses and /v1/courses/{courseId}/students; false when the path is not Classroom's. */
export function handleClassroom(req: http.IncomingMessage, url: URL, send: (s: number, d: unknown) => void): boolean {
  const m = url.pathname.match(/^\/v1\/courses(?:\/([^/]+)\/students)?\/?$/);
  if (!m) return false;
  const classroom = gr.__sproutGoogleClassrooms!.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
  if (!classroom) {
    send(401, {
      error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" },
    });
  } else if (classroom.fail) {
    send(503, { error: { code: 503, message: "The service is currently unavailable.", status: "UNAVAILABLE" } });
  } else if (req.method !== "GET") {
    send(405, { error: { code: 405, message: "Method not allowed" } });
  } else if (!m[1]) {
    if (url.searchParams.get("teacherId") !== "me") {
      send(403, { error: { code: 403, message: "The caller does not have permission", status: "PERMISSION_DENIED" } });
      return true;
    }
    const states = url.searchParams.getAll("courseStates");
    const courses = classroom.courses.filter((c) => !states.length || states.includes(c.courseState ?? "ACTIVE"));
    const { slice, ...rest } = page(courses, url);
    send(200, {
      courses: slice.map(({ students: _students, ...c }) => ({ ...c, courseState: c.courseState ?? "ACTIVE" })),
      ...rest,
    });
  } else {
    const course = classroom.courses.find((c) => c.id === decodeURIComponent(m[1]));
    if (!course) {
      send(404, { error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" } });
      return true;
    }
    const { slice, ...rest } = page(course.students, url);
    send(200, {
      students: slice.map((s) => ({ courseId: course.id, userId: s.userId, profile: profile(s) })),
      ...rest,
    });
  }
  return true;
}
