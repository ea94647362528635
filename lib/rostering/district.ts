// A district's OneRoster file (issue 42): orgs.csv with two schools or more becomes one organization per school
// under the importing organization (the district). The file is split by school here — classes by their school,
// students by their class, teachers into every school they teach in — and each part is planned against what
// that school's organization holds, exactly as a one-school file is planned against its organization. Pure.
import { MAX_PROBLEMS, type Problem } from "./files";
import { planRoster, type Counts, type Held, type Plan } from "./plan";
import { previewOf, type RosterPreview } from "./preview";
import type { Note, Roster, RosterOrg } from "./roster";

/** What the district's school organizations hold, by the school's sourcedId (a school not yet made is absent). */
export type HeldSchools = Record<string, { id: string; name: string; held: Held }>;

export const EMPTY_HELD: Held = { people: [], classes: [], teaching: [] };

export const isDistrictRoster = (roster: Roster) => (roster.schools?.length ?? 0) > 1;

/** One school's part of a district file: its classes, their students and teachers, its administrators. */
export function rosterOfSchool(roster: Roster, school: string): Roster {
  const classes = roster.classes.filter((c) => c.school === school);
  const ids = new Set(classes.map((c) => c.sourceId));
  return {
    people: roster.people.filter((p) =>
      p.role === "teacher" ? (p.schools ?? []).includes(school) : ids.has(roster.placement[p.sourceId]),
    ),
    classes,
    teaching: roster.teaching.filter(([c]) => ids.has(c)),
    placement: Object.fromEntries(Object.entries(roster.placement).filter(([, c]) => ids.has(c))),
    administrators: (roster.administrators ?? []).filter((a) => a.schools.includes(school)),
  };
}

export type SchoolPlan = { school: RosterOrg; roster: Roster; plan: Plan; isNew: boolean };

/** Each school of the file with its part of the roster planned against its organization (empty when new). */
export function planDistrict(roster: Roster, held: HeldSchools): SchoolPlan[] {
  return (roster.schools ?? []).map((school) => {
    const part = rosterOfSchool(roster, school.sourceId);
    const h = held[school.sourceId];
    return { school, roster: part, plan: planRoster(part, h?.held ?? EMPTY_HELD), isNew: !h };
  });
}

/** The counts of several plans added up. */
export function sumCounts(all: Counts[]): Counts {
  const zero = () => ({ create: 0, update: 0, leave: 0, remove: 0 });
  const out: Counts = { teachers: zero(), students: zero(), classes: zero(), enrollments: zero() };
  for (const c of all)
    for (const k of Object.keys(out) as (keyof Counts)[])
      for (const n of Object.keys(out[k]) as (keyof Counts[typeof k])[]) out[k][n] += c[k][n];
  return out;
}

/** The preview of a district file: the totals, and each school's counts (new schools named as such). */
export function districtPreviewOf(
  roster: Roster,
  held: HeldSchools,
  problems: Problem[],
  notes: Note[],
): RosterPreview {
  const schools = planDistrict(roster, held);
  const parts = schools.map((s) => previewOf(s.plan, [], []));
  const admins = (roster.administrators ?? []).flatMap((a) =>
    a.schools.map((school) => ({
      file: "users.csv",
      row: 0,
      message: `${a.givenName} ${a.familyName} (${a.email}) will be invited as an organizer of ${roster.schools!.find((s) => s.sourceId === school)?.name ?? school}.`,
    })),
  );
  return {
    ...previewOf(planRoster({ people: [], classes: [], teaching: [], placement: {} }, EMPTY_HELD), problems, [
      ...admins,
      ...notes,
    ]),
    counts: sumCounts(parts.map((p) => p.counts)),
    removals: parts.flatMap((p) => p.removals).slice(0, MAX_PROBLEMS),
    district: roster.district ?? null,
    schools: schools.map((s, i) => ({
      sourceId: s.school.sourceId,
      name: s.school.name,
      isNew: s.isNew,
      counts: parts[i].counts,
    })),
  };
}

/** The new students a district import prepares accounts for, across its schools. */
export const newDistrictStudents = (plans: SchoolPlan[]) => plans.flatMap((p) => p.plan.students.create);
