// SPEC §9: what choosing a level offers in the curriculum planner (each level: preset units 15, 16, 3, 4, 5, 17, 9),
// over the grades, levels and preset units of lib/vocabulary.ts (the one vocabulary module).
import { levelGradeCodes, PRESET_UNITS, type GradeCode, type LevelName } from "@/lib/vocabulary";

const LEVEL_UNIT_INDEXES = [15, 16, 3, 4, 5, 17, 9]; // 1-based, as SPEC §9 lists them

/** The units a level offers, in SPEC order (SPEC §9: every level uses the same seven preset units). */
export function unitsForLevel(_level: LevelName): string[] {
  return LEVEL_UNIT_INDEXES.map((i) => PRESET_UNITS[i - 1]);
}

/** Choosing a level sets its grades and units and clears the chosen grades (SPEC §4). */
export function selectLevel(level: LevelName) {
  return {
    level,
    availableGrades: levelGradeCodes(level),
    availableUnits: unitsForLevel(level),
    chosenGrades: [] as GradeCode[],
  };
}
