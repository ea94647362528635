// Every first pack (docs/decisions/090, 261, 262) in the order their files are written; each group lives in first/.
import type { FirstPackSpec } from "./first-packs";
import { BASICS_FIRST_PACKS } from "./first/basics";
import { CONDITIONALS_FIRST_PACKS } from "./first/conditionals";
import { FUNCTIONS_FIRST_PACKS } from "./first/functions";
import { LOOPS_FIRST_PACKS } from "./first/loops";
import { VARIABLES_FIRST_PACKS } from "./first/variables";

export const FIRST_PACKS: FirstPackSpec[] = [
  ...BASICS_FIRST_PACKS,
  ...LOOPS_FIRST_PACKS,
  ...CONDITIONALS_FIRST_PACKS,
  ...VARIABLES_FIRST_PACKS,
  ...FUNCTIONS_FIRST_PACKS,
];
