// An organization's progress figures (SPEC §7 GET /organization/{id}/analytics, docs/decisions/137, 160): means
// over its students' figures from the one function (./figures.ts), so a unit reads the same shares here as on
// each child's screens.
import type { ProgressFigures } from "./figures";

export type UnitProgress = { unit: string; averageProgress: number; students: number; classes: number };
export type SkillProgress = { skillId: string; title: string; averageLevel: number; students: number };
export type StandardsMet = { categoryId: string; title: string; met: number; students: number };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const mean = (xs: number[]) => xs.reduce((n, x) => n + x, 0) / xs.length;

/**
 * Per unit: the mean share of the students who tried it (each child's unit figure) and how many classes plan it;
 * per skill: the mean level of the students who have it; per standard category: tests met and by how many.
 */
export function organizationProgress(
  students: readonly ProgressFigures[],
  planned: readonly { unit: string; classes: number }[],
) {
  const units = new Map<string, number[]>();
  const skills = new Map<string, { title: string; levels: number[] }>();
  const standards = new Map<string, { title: string; met: number; students: number }>();
  for (const f of students) {
    for (const u of f.units) units.set(u.title, [...(units.get(u.title) ?? []), u.progress]);
    for (const k of f.skills) {
      const s = skills.get(k.id) ?? { title: k.title, levels: [] };
      s.levels.push(k.level);
      skills.set(k.id, s);
    }
    for (const c of f.standards) {
      const s = standards.get(c.categoryId) ?? { title: c.categoryTitle || c.categoryId, met: 0, students: 0 };
      s.met += c.tests.length;
      s.students += 1;
      standards.set(c.categoryId, s);
    }
  }
  const plannedBy = new Map(planned.map((p) => [p.unit, p.classes]));
  const progressByUnit: UnitProgress[] = [...new Set([...units.keys(), ...plannedBy.keys()])]
    .sort(byText)
    .map((unit) => {
      const shares = units.get(unit) ?? [];
      return {
        unit,
        averageProgress: shares.length ? Math.round(mean(shares)) : 0,
        students: shares.length,
        classes: plannedBy.get(unit) ?? 0,
      };
    });
  const skillList: SkillProgress[] = [...skills.entries()]
    .map(([skillId, s]) => ({
      skillId,
      title: s.title,
      averageLevel: Math.round(mean(s.levels) * 10) / 10,
      students: s.levels.length,
    }))
    .sort((a, b) => byText(a.title, b.title) || byText(a.skillId, b.skillId));
  const standardList: StandardsMet[] = [...standards.entries()]
    .map(([categoryId, s]) => ({ categoryId, ...s }))
    .sort((a, b) => byText(a.title, b.title) || byText(a.categoryId, b.categoryId));
  return { progressByUnit, skills: skillList, standards: standardList };
}
