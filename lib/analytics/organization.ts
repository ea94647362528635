// An organization's figures (SPEC §7 GET /organization/{id}/analytics, issue 12; docs/decisions/137), for its
// organizers only. Four statements whatever the number of classes and students (tests/api/organization-analytics
// .test.ts counts them); progress, skills and standards from the students' puzzle facts through the one function
// every screen uses (lib/progress, docs/decisions/160).
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { findOrganizationOrThrow } from "@/lib/access/organizations";
import {
  organizationProgress,
  type SkillProgress,
  type StandardsMet,
  type UnitProgress,
} from "@/lib/progress/aggregate";
import { puzzleFactsSql, reviveFacts } from "@/lib/progress/facts";
import { levelsOfReach, reachSql, schoolToday, type Reach } from "@/lib/progress/reach";
import { progressFigures } from "@/lib/progress/figures";
import { puzzleCatalog } from "@/lib/puzzles/content";

const DAY_MS = 86_400_000;
/** Rows per breakdown: enough for every unit, skill and standard category of the curriculum. */
const BREAKDOWN_LIMIT = 100;

export type { SkillProgress, StandardsMet, UnitProgress };
export type LicenseSeats = { id: string; name: string; seats: number; startsAt: string; expiresAt: string };

export type OrganizationAnalytics = {
  organization: { id: string; name: string };
  generatedAt: string;
  /** Teacher members, class owners and co-teachers of classes filed under the organization, each once. */
  teachers: number;
  classes: number;
  students: number;
  /** Students who solved or tried a puzzle or spent time on puzzle pages in the last 7 and 30 days. */
  activeStudents: { last7Days: number; last30Days: number };
  progressByUnit: UnitProgress[];
  skills: SkillProgress[];
  standards: StandardsMet[];
  /** Live grants; `used` counts the organization's students (each covered by the license) against the seats. */
  licenses: { seats: number; used: number; grants: LicenseSeats[] };
};

/** At most BREAKDOWN_LIMIT rows of each breakdown. */
function breakdowns(b: ReturnType<typeof organizationProgress>) {
  return {
    progressByUnit: b.progressByUnit.slice(0, BREAKDOWN_LIMIT),
    skills: b.skills.slice(0, BREAKDOWN_LIMIT),
    standards: b.standards.slice(0, BREAKDOWN_LIMIT),
  };
}

type Counts = { teachers: number; classes: number; students: number; active7: number; active30: number };

export async function organizationAnalytics(actor: Actor, organizationId: string): Promise<OrganizationAnalytics> {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  const at = now();
  const since7 = new Date(at.getTime() - 7 * DAY_MS);
  const since30 = new Date(at.getTime() - 30 * DAY_MS);
  const id = org.id;
  const today = schoolToday();
  const [[counts], planned, students, grants] = await Promise.all([
    prisma.$queryRaw<Counts[]>`
      WITH org_class AS (SELECT id, owner_id FROM "class" WHERE organization_id = ${id}::uuid AND archived_at IS NULL),
      org_student AS (SELECT s.id FROM student s JOIN org_class c ON c.id = s.class_id),
      teacher AS (
        SELECT user_id AS id FROM organization_member WHERE organization_id = ${id}::uuid AND kind = 'teacher'
        UNION SELECT owner_id FROM org_class
        UNION SELECT ct.teacher_id FROM class_teacher ct JOIN org_class c ON c.id = ct.class_id),
      seen AS (
        SELECT pa.student_id, max(pa.created_at) AS last_at FROM puzzle_attempt pa
          JOIN org_student s ON s.id = pa.student_id WHERE pa.created_at >= ${since30} GROUP BY pa.student_id
        UNION ALL
        SELECT st.student_id, max(st.last_beat_at) FROM screen_time_day st
          JOIN org_student s ON s.id = st.student_id WHERE st.last_beat_at >= ${since30} GROUP BY st.student_id),
      active AS (SELECT student_id, max(last_at) AS last_at FROM seen GROUP BY student_id)
      SELECT (SELECT count(*) FROM teacher)::int AS teachers,
             (SELECT count(*) FROM org_class)::int AS classes,
             (SELECT count(*) FROM org_student)::int AS students,
             (SELECT count(*) FROM active WHERE last_at >= ${since7})::int AS active7,
             (SELECT count(*) FROM active)::int AS active30`,
    prisma.$queryRaw<{ unit: string; classes: number }[]>`
      SELECT u.title AS unit, count(DISTINCT u.class_id)::int AS classes
      FROM unit u JOIN "class" c ON c.id = u.class_id
      WHERE c.organization_id = ${id}::uuid AND c.archived_at IS NULL
      GROUP BY u.title`,
    // The facts and open levels of every student of the organization (lib/progress/facts.ts, reach.ts); the
    // figures are computed in JS, over the levels each child can reach.
    prisma.$queryRawUnsafe<{ facts: unknown; reach: Reach | null }[]>(
      `SELECT ${puzzleFactsSql("s")} AS facts, ${reachSql("s.user_id")} AS reach
       FROM student s JOIN "class" c ON c.id = s.class_id WHERE c.organization_id = $1::uuid AND c.archived_at IS NULL`,
      id,
    ),
    prisma.$queryRaw<{ id: string; name: string; seats: number; startsAt: Date; expiresAt: Date }[]>`
      SELECT r.id::text AS id, l.name, r.seats, r.starts_at AS "startsAt", r.expires_at AS "expiresAt"
      FROM license_request r JOIN license l ON l.id = r.license_id
      WHERE r.organization_id = ${id}::uuid AND r.status = 'granted' AND r.starts_at <= ${at} AND r.expires_at > ${at}
      ORDER BY r.expires_at, r.id LIMIT ${BREAKDOWN_LIMIT}`,
  ]);
  return {
    organization: { id: org.id, name: org.name },
    generatedAt: at.toISOString(),
    teachers: counts.teachers,
    classes: counts.classes,
    students: counts.students,
    activeStudents: { last7Days: counts.active7, last30Days: counts.active30 },
    ...breakdowns(
      organizationProgress(
        students.map((r) => progressFigures(reviveFacts(r.facts), puzzleCatalog(), levelsOfReach(r.reach, today))),
        planned,
      ),
    ),
    licenses: {
      seats: grants.reduce((sum, g) => sum + g.seats, 0),
      used: counts.students,
      grants: grants.map((g) => ({ ...g, startsAt: g.startsAt.toISOString(), expiresAt: g.expiresAt.toISOString() })),
    },
  };
}
