// What every area of the authorization matrix shares (tests/api/authorization-matrix.table.ts assembles the
// areas): the identities, the fixture world's shape, a row's shape, the expectation builders and the params that
// point into the world. Area files import this, never the table.

export const IDENTITIES = [
  "anonymous",
  "student",
  "parent",
  "organizer",
  "otherOrganizer",
  "otherTeacher",
  "coTeacher",
  "owner",
  // Issue 21 (docs/decisions/161): a teacher member of the world's organization A (their current organization)
  // who accepted an organizer invitation from B. Organizer rights come from membership, so they are a plain
  // teacher to A's records and B's organizer (like otherOrganizer) to organization routes.
  "crossOrganizer",
  // A second parent of the world's student who added the teacher role (SPEC §4): reads their child as its
  // parent, changes nothing a class's teachers change (403 where the student is readable, else 404).
  "parentTeacher",
] as const;
export type Identity = (typeof IDENTITIES)[number];

/** The fixture world the rows' params and bodies point into (built once by the test). */
export type World = {
  /**
   * The organization of the owner, co-teacher, other teacher (teacher members) and organizer (organizer member,
   * and the deployment administrator: the earliest organizer, docs/decisions/130). otherOrganizer organizes another.
   */
  organizationId: string;
  classId: string;
  /** A second class of the owner, co-taught, that the DELETE row removes (so other rows keep theirs). */
  spareClassId: string;
  studentId: string;
  /** The student's user id: parent routes name a child by it (docs/decisions/100). The parent identity is linked. */
  childUserId: string;
  /** A second student of the class: the one deleted and whose card is reissued. */
  spareStudentId: string;
  timeLimitId: string;
  commentId: string;
  unitId: string;
  /** A second unit of the class: co-teachers may delete units too, so each deleter gets its own. */
  spareUnitId: string;
  lessonId: string;
  assignmentId: string;
  eventId: string;
  /** A second event of the owner, for the second delete route. */
  spareEventId: string;
  jobId: string;
  invitationId: string;
  /** The owner's current private feed file (the feed POST row replaces it). */
  feedFile: () => Promise<string>;
  /** A fresh value for bodies that must not repeat (usernames, emails). */
  unique: () => string;
  /** A fresh refresh token / password sign-in for a public auth row. */
  refreshToken: () => Promise<string>;
  loginBody: () => Promise<{ username: string; password: string }>;
  csv: () => FormData;
};

export type Row = {
  expect: Record<Identity, number>;
  params?: (w: World, who: Identity) => Record<string, string> | Promise<Record<string, string>>;
  query?: (w: World) => Record<string, string>;
  body?: (w: World, who: Identity) => unknown | Promise<unknown>;
  form?: (w: World) => FormData;
  headers?: (w: World, who: Identity) => Record<string, string>;
  /** Why this route cannot be called in-process (it is then exercised by the browser tests instead). */
  outOfProcess?: string;
};

/** Rows by route and method ("GET /api/…"): each area file exports one such record. */
export type Rows = Record<string, Row>;

export const all = (status: number) =>
  Object.fromEntries(IDENTITIES.map((i) => [i, status])) as Record<Identity, number>;

/** Anyone, signed in or not, gets `status`. */
export const publicRoute = (status: number) => all(status);
/** Every signed-in identity gets `status`. */
export const signedIn = (status: number) => ({ ...all(status), anonymous: 401 });
/**
 * A teacher-only route: other roles 403; the teachers as given. The cross organizer is another teacher to the
 * world's class; the parent-teacher too unless the row says otherwise (their child's records: `parentTeacher`).
 */
export const teachers = (owner: number, coTeacher = owner, otherTeacher = 404, parentTeacher = otherTeacher) => ({
  ...all(403),
  anonymous: 401,
  owner,
  coTeacher,
  otherTeacher,
  crossOrganizer: otherTeacher,
  parentTeacher,
});
/** A teacher route about the teacher's own things (notes, schedule): every teacher has their own. */
export const everyTeacher = (status: number) => teachers(status, status, status);
/** A teacher's own record (their schedule event): only its owner reaches it. */
export const ownersOnly = (status: number) => teachers(status, 404, 404);
/** A parent-only route (payments:manage): other roles 403; the parent-teacher is a parent of the same child. */
export const parentsOnly = (parent: number) => ({ ...all(403), anonymous: 401, parent, parentTeacher: parent });
/** A parent-only route: the linked parents get `status`, every other signed-in identity 403. */
export const parents = (status: number) => ({ ...all(403), anonymous: 401, parent: status, parentTeacher: status });
/** Organization rows (docs/decisions/131-133): orgA's organizer manages it; otherOrganizer organizes orgB. */
export const organizers = (
  organizer: number,
  otherOrganizer: number,
  // An organizer of B by membership and a teacher member of A: where B's organizer does not see A (404), they
  // see it and may not manage it (403), as findOrganizationOrThrow tells the two apart.
  crossOrganizer = otherOrganizer === 404 ? 403 : otherOrganizer,
) => ({ ...all(403), anonymous: 401, organizer, otherOrganizer, crossOrganizer });

/** A well-formed id no one owns: another parent's record answers the same 404 (tests/api/payments.test.ts). */
export const NOBODYS = "00000000-0000-4000-8000-000000000000";

export const klass = (w: World) => ({ classId: w.classId });
export const student = (w: World) => ({ classId: w.classId, studentId: w.studentId });
export const child = (w: World) => ({ id: w.childUserId });
export const unit = (w: World) => ({ unitId: w.unitId });
export const orgA = (w: World) => ({ id: w.organizationId });
