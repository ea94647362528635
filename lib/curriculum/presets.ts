// SPEC §9: what choosing a level offers in the curriculum planner (each level: preset units 15, 16, 3, 4, 5, 17, 9),
// over the grades, levels and preset units of lib/vocabulary.ts (the one vocabulary module).
import { GRADE_CODES, levelGradeCodes, PRESET_UNITS, type GradeCode, type LevelName } from "@/lib/vocabulary";

const LEVEL_UNIT_INDEXES = [15, 16, 3, 4, 5, 17, 9]; // 1-based, as SPEC §9 lists them

/** The units a level offers, in SPEC order (SPEC §9: every level uses the same seven preset units). */
export function unitsForLevel(_level: LevelName): string[] {
  return LEVEL_UNIT_INDEXES.map((i) => PRESET_UNITS[i - 1]);
}

/**
 * A class's grade as the curriculum's code: "Grade 3", "3" or "grade 3" → "3"; "Kindergarden", "Kindergarten" or
 * "K" → "K". Class.grade is free text (up to 40 characters), so anything else is no grade.
 */
export function gradeCodeOf(grade: string | null | undefined): GradeCode | null {
  const g = (grade ?? "").trim().toLowerCase();
  if (g === "k" || g.startsWith("kinder")) return "K";
  const n = g.replace(/^grade\s*/, "");
  return GRADE_CODES.find((c) => c === n) ?? null;
}

/**
 * Choosing a level sets its grades and units (SPEC §4); of the grades, only the class's own is ticked (issue 39),
 * when the level covers it.
 */
export function selectLevel(level: LevelName, classGrade?: string | null) {
  const availableGrades = levelGradeCodes(level);
  const own = gradeCodeOf(classGrade);
  return {
    level,
    availableGrades,
    availableUnits: unitsForLevel(level),
    chosenGrades: (own && availableGrades.includes(own) ? [own] : []) as GradeCode[],
  };
}
