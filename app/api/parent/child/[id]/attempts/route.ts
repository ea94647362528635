import { route } from "@/lib/api/route";
import { getChildWork } from "@/lib/lesson/work";
import { puzzleFilterQuery } from "@/lib/lesson/work-schemas";
import { workViewSchema } from "@/lib/lesson/wire";
import { childIdParams } from "@/lib/parents/schemas";

/** The parent's own child's puzzles with their runs and programs, read-only (docs/decisions/263). */
export const GET = route(
  { permission: "children:manage", params: childIdParams, query: puzzleFilterQuery, response: workViewSchema },
  ({ actor, params, query }) => getChildWork(actor, params.id, query.puzzleId),
);
