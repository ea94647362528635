// The lesson view's words (issue 39): a tile's last outcome and minutes as a teacher reads them, and what the
// polite live region says when a child newly gets stuck or raises a hand. Pure, so the wording is tested once.
import type { LessonTile } from "./wire";

/** The last run on the tile's puzzle, in words ("No runs yet" before any). */
export function outcomeWords(outcome: LessonTile["lastOutcome"]): string {
  if (outcome === "failed") return "Last run: not solved";
  if (outcome === "passed") return "Last run: solved";
  if (outcome === "perfect") return "Last run: solved perfectly";
  return "No runs yet";
}

export function attemptsWords(attempts: number): string {
  return `${attempts} ${attempts === 1 ? "run" : "runs"}`;
}

export function minutesWords(minutes: number): string {
  return minutes < 1 ? "under a minute on it" : `${minutes} min on it`;
}

/**
 * What changed for the teacher since the last tiles: children newly stuck, hands newly raised. The first tiles
 * (`before` null) announce nothing: the teacher reads them on the screen.
 */
export function lessonNews(before: LessonTile[] | null, after: LessonTile[]): string {
  if (!before) return "";
  const was = new Map(before.map((t) => [t.studentId, t]));
  const stuck = after.filter((t) => t.stuck && !was.get(t.studentId)?.stuck).map((t) => t.fullName);
  const hands = after.filter((t) => t.handRaised && !was.get(t.studentId)?.handRaised).map((t) => t.fullName);
  const lines: string[] = [];
  if (stuck.length) lines.push(`${names(stuck)} ${stuck.length === 1 ? "is" : "are"} stuck.`);
  if (hands.length) lines.push(`${names(hands)} raised ${hands.length === 1 ? "a hand" : "their hands"}.`);
  return lines.join(" ");
}

function names(list: string[]): string {
  return list.length < 2 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}
