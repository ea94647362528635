// SPEC §9: the three levels (each offering preset units 15, 16, 3, 4, 5, 17, 9) over the grade codes and the preset
// units of lib/vocabulary.ts.
import { PRESET_UNITS, type GradeCode } from "@/lib/vocabulary";

/** A grade code ("K", "1" … "8"); labels follow SPEC §9 ("Kindergarden", "Grade 1" … "Grade 8"). */
export type Grade = GradeCode;

export function gradeLabel(grade: string): string {
  return grade === "K" ? "Kindergarden" : `Grade ${grade}`;
}

const LEVEL_UNIT_INDEXES = [15, 16, 3, 4, 5, 17, 9]; // 1-based, as SPEC §9 lists them

export const LEVELS = {
  Green: { grades: ["K", "1", "2", "3", "4"] as Grade[] },
  Yellow: { grades: ["5", "6", "7"] as Grade[] },
  Orange: { grades: ["8"] as Grade[] },
} as const;
export type Level = keyof typeof LEVELS;
export const LEVEL_NAMES = Object.keys(LEVELS) as Level[];

export function isLevel(value: string): value is Level {
  return Object.hasOwn(LEVELS, value);
}

/** The units a level offers, in SPEC order (SPEC §9: every level uses the same seven preset units). */
export function unitsForLevel(_level: Level): string[] {
  return LEVEL_UNIT_INDEXES.map((i) => PRESET_UNITS[i - 1]);
}

/** Choosing a level sets its grades and units and clears the chosen grades (SPEC §4). */
export function selectLevel(level: Level) {
  return {
    level,
    availableGrades: [...LEVELS[level].grades],
    availableUnits: unitsForLevel(level),
    chosenGrades: [] as Grade[],
  };
}
