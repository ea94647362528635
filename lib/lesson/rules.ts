// When a child counts as stuck on the teacher's lesson view (issue 39, docs/decisions/263). Pure rules: the
// lesson view's query (lib/lesson/live.ts) gathers the figures, these decide.

/** Failed runs in a row on one puzzle that make a child stuck. */
export const STUCK_FAILED_RUNS = 3;
/** Minutes on one puzzle without solving it that make a child stuck. */
export const STUCK_MINUTES = 10;

/** Stuck: three failed runs in a row, or ten minutes on the puzzle without a solve since opening it. */
export function isStuck(t: { failedInARow: number; minutesOnPuzzle: number; solvedSinceOpened: boolean }): boolean {
  return t.failedInARow >= STUCK_FAILED_RUNS || (t.minutesOnPuzzle >= STUCK_MINUTES && !t.solvedSinceOpened);
}
