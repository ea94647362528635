import { saveDraft } from "@/lib/activity/drafts";
import { draftParams, draftSchema } from "@/lib/activity/schemas";
import { noContent } from "@/lib/api/response";
import { route } from "@/lib/api/route";
import { PROGRAM_JSON_DEPTH } from "@/lib/puzzles/schemas";

/** The program a child is building, kept for next time — also once today's time is up (docs/decisions/218). */
export const PUT = route(
  {
    permission: "student:self",
    params: draftParams,
    body: draftSchema,
    maxDepth: PROGRAM_JSON_DEPTH,
    response: noContent,
  },
  ({ actor, params, body }) => saveDraft(actor, params.puzzleId, body.program),
);
