import { describe, expect, it } from "vitest";
import { mapLimit } from "./limit";

describe("mapLimit", () => {
  it("keeps order and never runs more than the limit at once", async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });
  it("starts nothing new after a failure", async () => {
    const started: number[] = [];
    await expect(
      mapLimit([1, 2, 3, 4, 5, 6], 2, async (n) => {
        started.push(n);
        if (n === 2) throw new Error("stop");
        await new Promise((r) => setTimeout(r, 5));
      }),
    ).rejects.toThrow("stop");
    expect(started.length).toBeLessThanOrEqual(3);
  });
});
