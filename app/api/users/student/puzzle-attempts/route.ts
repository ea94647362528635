import { sendAttempt } from "@/lib/activity/attempts";
import { attemptSchema } from "@/lib/activity/schemas";
import { route } from "@/lib/api/route";
import { PROGRAM_JSON_DEPTH } from "@/lib/puzzles/schemas";
import { attemptViewSchema } from "@/lib/activity/wire";

/** A child's attempt at a puzzle: the server re-runs the program and records its own result (docs/decisions/091). */
export const POST = route(
  { permission: "student:self", body: attemptSchema, maxDepth: PROGRAM_JSON_DEPTH, response: attemptViewSchema },
  ({ actor, body }) => sendAttempt(actor, body),
);
