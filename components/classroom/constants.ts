// SPEC §9: four pastel class colours (the first is the default) and the grades.
export const COLORS = ["orange", "green", "blue", "yellow"] as const;
export const CLASS_COLOR_STYLES: Record<(typeof COLORS)[number], string> = {
  orange: "bg-pastel-orange",
  green: "bg-pastel-green",
  blue: "bg-pastel-blue",
  yellow: "bg-pastel-yellow",
};
export const GRADES = ["Kindergarden", ...Array.from({ length: 8 }, (_, i) => `Grade ${i + 1}`)];
export const LEVELS = ["Green", "Yellow", "Orange"] as const;
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
