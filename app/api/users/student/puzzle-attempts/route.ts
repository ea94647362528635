import { recordAttempt } from "@/lib/activity/attempts";
import { attemptSchema } from "@/lib/activity/schemas";
import { route } from "@/lib/api/route";

/** A child's attempt at a puzzle: the server re-runs the program and records its own result (docs/decisions/091). */
export const POST = route({ permission: "student:self", body: attemptSchema }, ({ actor, body }) =>
  recordAttempt(actor, body),
);
