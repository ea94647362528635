// What the puzzle page says a puzzle asks beyond reaching the flag (issue 38): the idea it teaches and the
// block target. Where the idea is a loop or a function, a straight path cannot meet the target, so it is said
// as a limit ("Use at most 6 blocks"); elsewhere as the usual goal. The same words on the page and read aloud.
import { IDEA_NAME, type Idea } from "./ideas";

const LIMIT_IDEAS: readonly Idea[] = ["loop", "function"];
const blocks = (n: number) => `${n} ${n === 1 ? "block" : "blocks"}`;

/** The block target is a limit the straight path cannot meet (Loops, Functions). */
export const isBlockLimit = (ideas: readonly Idea[] = []) => ideas.some((i) => LIMIT_IDEAS.includes(i));

/** "Use at most 6 blocks." or "Try to use 6 blocks or fewer." */
export function blockGoal(idealBlocks: number, ideas: readonly Idea[] = []): string {
  return isBlockLimit(ideas) ? `Use at most ${blocks(idealBlocks)}.` : `Try to use ${blocks(idealBlocks)} or fewer.`;
}

/** "This puzzle is about: a loop." — or "" for a puzzle that names no idea. */
export function ideaLine(ideas: readonly Idea[] = []): string {
  return ideas.length ? `This puzzle is about: ${ideas.map((i) => IDEA_NAME[i]).join(" and ")}.` : "";
}
