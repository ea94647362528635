// Stars a child earns for a puzzle (issue 23, docs/decisions/211): three for a perfect solve (within the ideal
// block count), two for a solve with more blocks, none before a solve. Only the server's verdict counts, so the
// puzzle page, the home path and a replayed attempt show the same stars. Pure, no imports: the puzzle page's
// browser code reads it too.
export type StarOutcome = "perfect" | "passed" | "failed";

export const MAX_STARS = 3;

export function starsFor(outcome: StarOutcome | null | undefined): 0 | 2 | 3 {
  return outcome === "perfect" ? 3 : outcome === "passed" ? 2 : 0;
}

/** "2 of 3 stars": the words beside every row of stars (screen readers, tooltips). */
export function starsText(stars: number): string {
  return `${stars} of ${MAX_STARS} stars`;
}
