// The teacher's Google Classroom through the official client (googleapis classroom v1), read with the access token
// the page obtained from Google for the read-only Classroom scopes. Called before or after transactions, never inside.
import { google, type classroom_v1 } from "googleapis";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { oauthClient } from "@/lib/google/client";
import { mapLimit } from "@/lib/jobs/limit";

export const CLASSROOM_NOT_CONFIGURED =
  "Google Classroom is not connected on this server. Ask your administrator to set GOOGLE_CLIENT_ID, or add the class and its students yourself.";

export type ClassroomCourse = { id: string; name: string; section: string; room: string };
export type ClassroomStudent = { userId: string; firstName: string; lastName: string };

/**
 * Classroom lives at its own host, not under www.googleapis.com (where GOOGLE_API_URL's default points): the
 * default goes to classroom.googleapis.com, any other GOOGLE_API_URL (the tests' stand-in, a school's proxy) is used as given.
 */
function classroomRoot(): string {
  return new URL(env.GOOGLE_API_URL).host === "www.googleapis.com"
    ? "https://classroom.googleapis.com/"
    : env.GOOGLE_API_URL;
}

function googleStatus(error: unknown): number | undefined {
  const e = error as { response?: { status?: number }; status?: number; code?: unknown };
  return e.response?.status ?? e.status ?? (typeof e.code === "number" ? e.code : undefined);
}

/** Google's refusals in words a teacher acts on; a Google outage is 503 (never a 500). */
function classroomError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = googleStatus(error);
  if (status === 401)
    return new AppError("bad_request", "Google did not accept the connection. Please connect Google Classroom again.");
  if (status === 403)
    return new AppError(
      "bad_request",
      "Google did not allow Sprout to read your Classroom courses and their students. Connect again and allow both when Google asks.",
    );
  if (status === 404) return new AppError("bad_request", "Google Classroom has no such course that you teach.");
  return new AppError(
    "unavailable",
    `Google Classroom could not be reached${status ? ` (HTTP ${status})` : ""}. Please try again later.`,
  );
}

/**
 * A Classroom client for `accessToken`, once Google says the token was issued to this deployment (as sign-in
 * checks, lib/google/client.ts): a token minted for another application is refused.
 */
export async function classroomFor(accessToken: string): Promise<classroom_v1.Classroom> {
  if (!env.googleConfigured) throw new AppError("unavailable", CLASSROOM_NOT_CONFIGURED);
  const auth = oauthClient(accessToken);
  const info = await auth.getTokenInfo(accessToken).catch(() => {
    throw new AppError("bad_request", "Google did not accept the connection. Please connect Google Classroom again.");
  });
  if (info.aud !== env.GOOGLE_CLIENT_ID) {
    throw new AppError("bad_request", "This Google connection was issued for another application.");
  }
  return google.classroom({ version: "v1", auth, rootUrl: classroomRoot(), timeout: 10_000, retry: false });
}

const clip = (v: string | null | undefined, max: number) => (v ?? "").trim().slice(0, max).trim();

/** The courses the account teaches that are running or about to (ACTIVE, PROVISIONED), every page. */
export async function listTaughtCourses(classroom: classroom_v1.Classroom): Promise<ClassroomCourse[]> {
  const out: ClassroomCourse[] = [];
  let pageToken: string | undefined;
  try {
    do {
      const { data } = await classroom.courses.list({
        teacherId: "me",
        courseStates: ["ACTIVE", "PROVISIONED"],
        pageSize: 100,
        ...(pageToken && { pageToken }),
      });
      for (const c of data.courses ?? []) {
        if (c.id) out.push({ id: c.id, name: c.name ?? "", section: c.section ?? "", room: c.room ?? "" });
      }
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);
  } catch (error) {
    throw classroomError(error);
  }
  return out;
}

/** A student's names as Sprout keeps them (1-50 characters each): Google's given/family name, else the full name split. */
function namesOf(profile: classroom_v1.Schema$UserProfile | undefined): { firstName: string; lastName: string } {
  const name = profile?.name ?? {};
  const [first, ...rest] = clip(name.fullName, 200).split(/\s+/);
  return {
    firstName: clip(name.givenName, 50) || clip(first, 50) || "Student",
    lastName: clip(name.familyName, 50) || clip(rest.join(" "), 50) || "-",
  };
}

/** Every student of one course (every page), by their Classroom user id. */
export async function listCourseStudents(
  classroom: classroom_v1.Classroom,
  courseId: string,
): Promise<ClassroomStudent[]> {
  const out: ClassroomStudent[] = [];
  let pageToken: string | undefined;
  try {
    do {
      const { data } = await classroom.courses.students.list({
        courseId,
        pageSize: 100,
        ...(pageToken && { pageToken }),
      });
      for (const s of data.students ?? []) {
        const userId = s.userId ?? s.profile?.id;
        if (userId) out.push({ userId, ...namesOf(s.profile ?? undefined) });
      }
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);
  } catch (error) {
    throw classroomError(error);
  }
  return out;
}

/** The rosters of several courses, two at a time (Google's per-user quota, and a teacher's handful of courses). */
export function listRosters(classroom: classroom_v1.Classroom, courseIds: string[]) {
  return mapLimit(courseIds, 2, (id) => listCourseStudents(classroom, id));
}
