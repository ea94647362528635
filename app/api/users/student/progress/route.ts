import { route } from "@/lib/api/route";
import { recordProgress, recordProgressSchema } from "@/lib/progress/service";

/** A signed-in student's activity records what it reached (topic progress, skills, standards met). */
export const POST = route({ permission: "student:self", body: recordProgressSchema }, ({ actor, body }) =>
  recordProgress(actor, body),
);
