import { describe, expect, it } from "vitest";
import { summarizeProgress, unitProgress } from "./summary";

const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m));

describe("progress summary", () => {
  it("averages topics per unit and picks the most recent unit as current", () => {
    const rows = [
      { unitTitle: "Loops", topicTitle: "Repeat", level: 1, progress: 100, updatedAt: at(1) },
      { unitTitle: "Loops", topicTitle: "While", level: 2, progress: 50, updatedAt: at(2) },
      { unitTitle: "Basics", topicTitle: "Blocks", level: 1, progress: 20, updatedAt: at(0) },
    ];
    const s = summarizeProgress(rows);
    expect(s.current).toEqual({ title: "Loops", level: 2, progress: 75 });
    expect(s.topic.map((t) => t.title)).toEqual(["Repeat", "While"]);
    expect(s.overall).toBe(57);
    expect(unitProgress(rows).find((u) => u.title === "Basics")?.progress).toBe(20);
  });
  it("is empty with no activity", () => {
    expect(summarizeProgress([])).toEqual({ current: null, topic: [], overall: 0 });
  });
});
