// Every school-year pack (docs/decisions/220, 262), in the order the files are listed: level, then pack order. Each
// unit's packs live in units/<unit>.ts so the unit can be edited on its own.
import type { PackSpec } from "./packs";
import { CONDITIONALS_PACKS } from "./units/conditionals";
import { DATA_TYPES_PACKS } from "./units/data-types";
import { FUNCTIONS_PACKS } from "./units/functions";
import { INTRODUCTION_PACKS } from "./units/introduction";
import { LISTS_PACKS } from "./units/lists";
import { LOOPS_PACKS } from "./units/loops";
import { VARIABLES_PACKS } from "./units/variables";

const LEVEL_ORDER = ["Green", "Yellow", "Orange"];

export const PACKS: PackSpec[] = [
  ...INTRODUCTION_PACKS,
  ...DATA_TYPES_PACKS,
  ...VARIABLES_PACKS,
  ...CONDITIONALS_PACKS,
  ...LOOPS_PACKS,
  ...LISTS_PACKS,
  ...FUNCTIONS_PACKS,
].sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level) || a.order - b.order);
