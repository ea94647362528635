import { route } from "@/lib/api/route";
import { getOwnProgress } from "@/lib/progress/service";
import { progressReportSchema } from "@/lib/progress/wire";

/**
 * The signed-in child's own progress, derived from their verified attempts. No POST: progress is never written
 * directly, a child earns it by solving puzzles (docs/decisions/160); Next answers other methods 405.
 */
export const GET = route({ permission: "student:self", response: progressReportSchema }, ({ actor }) =>
  getOwnProgress(actor),
);
