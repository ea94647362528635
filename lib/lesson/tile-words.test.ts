import { describe, expect, it } from "vitest";
import { lessonNews, minutesWords, outcomeWords } from "./tile-words";
import type { LessonTile } from "./wire";

const tile = (fullName: string, over: Partial<LessonTile> = {}): LessonTile => ({
  studentId: fullName,
  fullName,
  puzzleId: "first-steps",
  puzzleTitle: "First Steps",
  attempts: 0,
  failedInARow: 0,
  minutesOnPuzzle: 0,
  lastOutcome: null,
  stuck: false,
  handRaised: false,
  updatedAt: null,
  ...over,
});

describe("the lesson view's words", () => {
  it("names the last outcome and the minutes as a teacher reads them", () => {
    expect(outcomeWords("failed")).toBe("Last run: not solved");
    expect(outcomeWords("perfect")).toBe("Last run: solved perfectly");
    expect(outcomeWords(null)).toBe("No runs yet");
    expect(minutesWords(0)).toBe("under a minute on it");
    expect(minutesWords(12)).toBe("12 min on it");
  });

  it("announces only children newly stuck and hands newly raised, nothing on the first tiles", () => {
    const before = [tile("Ana"), tile("Ben", { stuck: true }), tile("Cy")];
    expect(lessonNews(null, before)).toBe("");
    const after = [tile("Ana", { stuck: true }), tile("Ben", { stuck: true }), tile("Cy", { handRaised: true })];
    expect(lessonNews(before, after)).toBe("Ana is stuck. Cy raised a hand.");
    expect(lessonNews(after, after)).toBe("");
    const both = [tile("Ana", { stuck: true }), tile("Ben", { stuck: true }), tile("Cy", { stuck: true })];
    expect(lessonNews([tile("Ana"), tile("Ben"), tile("Cy")], both)).toBe("Ana, Ben and Cy are stuck.");
  });
});
