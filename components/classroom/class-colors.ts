// How each SPEC §9 class colour is painted (the colour names live in lib/vocabulary.ts).
import type { ClassColor } from "@/lib/vocabulary";

export const CLASS_COLOR_STYLES: Record<ClassColor, string> = {
  orange: "bg-pastel-orange",
  green: "bg-pastel-green",
  blue: "bg-pastel-blue",
  yellow: "bg-pastel-yellow",
};
