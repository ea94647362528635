// A stored run in words for the adults' view of a child's work (issue 39): what the outcome means, never a code.
import type { WorkAttempt } from "@/lib/lesson/wire";

export function outcomeWords(outcome: WorkAttempt["outcome"]): string {
  if (outcome === "perfect") return "Solved with the fewest blocks";
  return outcome === "passed" ? "Solved" : "Not solved";
}

export const blocksWords = (n: number) => `${n} ${n === 1 ? "block" : "blocks"}`;

export const runsWords = (n: number) => `${n} ${n === 1 ? "run" : "runs"}`;

/** "28 Nov, 14:05": the day and the time in the reader's own zone. */
export function whenWords(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
}
