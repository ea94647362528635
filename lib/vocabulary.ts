// SPEC's vocabulary in one place, for the server and the browser alike (§3, §4, §9): grades (names and codes),
// levels and the grades each covers, the preset units, weekdays, class colours, 'No Limit' and how a person's
// name is shown. The base layer (ARCHITECTURE.md "Layers"): it imports nothing of Sprout's.

/** SPEC §9: "Kindergarden" (the spec's spelling: stored values match its clients), then Grade 1 to Grade 8. */
export const GRADES = [
  "Kindergarden",
  "Grade 1",
  "Grade 2",
  "Grade 3",
  "Grade 4",
  "Grade 5",
  "Grade 6",
  "Grade 7",
  "Grade 8",
] as const;
export type GradeName = (typeof GRADES)[number];

/** The same grades as the curriculum and the standards filter on them: "K", then "1" to "8". */
export const GRADE_CODES = ["K", "1", "2", "3", "4", "5", "6", "7", "8"] as const;
export type GradeCode = (typeof GRADE_CODES)[number];

/**
 * How a grade reads on screen: "Kindergarten". SPEC's wire value "Kindergarden" stays in storage, the API and
 * forms' submitted values (issue 28); only what a person reads goes through here.
 */
export function gradeDisplay(grade: string): string {
  return grade === "Kindergarden" ? "Kindergarten" : grade;
}

/** The grades as a select's options: the wire value submitted, the display name shown. */
export const GRADE_OPTIONS = GRADES.map((g) => ({ value: g, label: gradeDisplay(g) }));

/** SPEC §4/§9: Green covers K-4, Yellow 5-7, Orange 8+. */
export const LEVEL_GRADES = {
  Green: ["Kindergarden", "Grade 1", "Grade 2", "Grade 3", "Grade 4"],
  Yellow: ["Grade 5", "Grade 6", "Grade 7"],
  Orange: ["Grade 8"],
} as const satisfies Record<string, readonly GradeName[]>;
export type LevelName = keyof typeof LEVEL_GRADES;
export const LEVELS = Object.keys(LEVEL_GRADES) as LevelName[];

/** A grade code's SPEC name: "K" → "Kindergarden", "3" → "Grade 3" (shown through gradeDisplay). */
export function gradeLabel(code: string): string {
  return code === "K" ? "Kindergarden" : `Grade ${code}`;
}

/** The grade codes a level covers ("K" … "4" for Green), from LEVEL_GRADES. */
export function levelGradeCodes(level: LevelName): GradeCode[] {
  return GRADE_CODES.filter((code) => (LEVEL_GRADES[level] as readonly string[]).includes(gradeLabel(code)));
}

export function isLevel(value: string): value is LevelName {
  return Object.hasOwn(LEVEL_GRADES, value);
}

/** "Green (Kindergarten to Grade 4)": how a level explains itself in a form. */
export function levelDescription(level: LevelName): string {
  const grades = LEVEL_GRADES[level].map(gradeDisplay);
  return grades.length === 1 ? `${level} (${grades[0]})` : `${level} (${grades[0]} to ${grades[grades.length - 1]})`;
}

/** SPEC §9: the 17 preset units, in the spec's order (a level offers seven of them: lib/curriculum/presets.ts). */
export const PRESET_UNITS = [
  "Basics",
  "Algorithm",
  "Variables",
  "Conditionals",
  "Loops",
  "Modularity",
  "Program Development I",
  "Program Development II",
  "Functions",
  "Time Complexity",
  "Data Structure",
  "Advance Algorithm",
  "File I/O",
  "Program Development",
  "Introduction",
  "Data Types",
  "Lists",
] as const;

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** SPEC §5/§9: the default screen time, stored as 23:00:00. */
export const NO_LIMIT = "No Limit";
export const NO_LIMIT_TIME = "23:00:00";

/** SPEC §9: four pastel colours; the first is the default. */
export const CLASS_COLORS = ["orange", "green", "blue", "yellow"] as const;
export type ClassColor = (typeof CLASS_COLORS)[number];
export const DEFAULT_CLASS_COLOR: ClassColor = CLASS_COLORS[0];

/** First and last name, else the username. */
export function displayName(person: {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
}): string {
  return [person.firstname, person.lastname].filter(Boolean).join(" ") || person.username || "";
}
