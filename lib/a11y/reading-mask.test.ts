import { describe, expect, it } from "vitest";
import { isShaded, maskRects } from "./reading-mask";

const view = { width: 1000, height: 800 };
const area = (rects: { width: number; height: number }[]) => rects.reduce((n, r) => n + r.width * r.height, 0);

describe("the reading mask's shade", () => {
  it("dims all but the band around the pointer", () => {
    const rects = maskRects(view, { top: 330, bottom: 470 }, []);
    expect(area(rects)).toBe(1000 * (800 - 140));
    expect(isShaded(rects, 500, 400)).toBe(false);
    expect(isShaded(rects, 500, 100)).toBe(true);
    expect(isShaded(rects, 500, 700)).toBe(true);
  });

  it("never dims the maze, above, below or across the band", () => {
    const maze = { left: 100, top: 200, width: 400, height: 400 };
    for (const band of [
      { top: 0, bottom: 140 },
      { top: 330, bottom: 470 },
      { top: 660, bottom: 800 },
    ]) {
      const rects = maskRects(view, band, [maze]);
      for (const [x, y] of [
        [100, 200],
        [499, 200],
        [100, 599],
        [499, 599],
        [300, 400],
      ])
        expect(isShaded(rects, x, y), `${x},${y} under a band at ${band.top}`).toBe(false);
      expect(isShaded(rects, 700, 400)).toBe(band.top === 330 ? false : true);
      // The shade never overlaps itself (no darker patches) and covers exactly the rest.
      const bandOutsideMaze =
        1000 * (band.bottom - band.top) - 400 * Math.max(0, Math.min(band.bottom, 600) - Math.max(band.top, 200));
      expect(area(rects)).toBe(1000 * 800 - 400 * 400 - bandOutsideMaze);
    }
  });

  it("keeps holes partly off the window inside it, and two holes side by side", () => {
    const rects = maskRects(view, { top: 0, bottom: 0 }, [
      { left: -50, top: -100, width: 200, height: 300 },
      { left: 600, top: 100, width: 500, height: 100 },
    ]);
    expect(isShaded(rects, 0, 0)).toBe(false);
    expect(isShaded(rects, 149, 199)).toBe(false);
    expect(isShaded(rects, 999, 150)).toBe(false);
    expect(isShaded(rects, 300, 150)).toBe(true);
    expect(area(rects)).toBe(1000 * 800 - 150 * 200 - 400 * 100);
  });
});
