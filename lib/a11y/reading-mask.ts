// The reading mask's shade (SPEC §3, cursor level 2; issue 40): the window dimmed except a band of lines around
// the pointer and the areas that must never be dimmed (the puzzle's maze: a child following Sprout with the mask
// on lost the board under it). Pure geometry: the rectangles to shade, none overlapping.
export type Rect = { left: number; top: number; width: number; height: number };

/** The window minus the band [bandTop, bandBottom) and minus every hole, as rectangles (strips cut by x). */
export function maskRects(
  view: { width: number; height: number },
  band: { top: number; bottom: number },
  holes: readonly Rect[],
): Rect[] {
  const clampY = (y: number) => Math.min(view.height, Math.max(0, y));
  const ys = new Set([0, view.height, clampY(band.top), clampY(band.bottom)]);
  for (const h of holes) {
    ys.add(clampY(h.top));
    ys.add(clampY(h.top + h.height));
  }
  const cuts = [...ys].sort((a, b) => a - b);
  const out: Rect[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [y0, y1] = [cuts[i], cuts[i + 1]];
    if (y1 <= y0 || (y0 >= band.top && y1 <= band.bottom)) continue;
    const open = holes
      .filter((h) => h.top <= y0 && h.top + h.height >= y1 && h.width > 0)
      .map((h) => [Math.max(0, h.left), Math.min(view.width, h.left + h.width)] as const)
      .filter(([a, b]) => b > a)
      .sort((a, b) => a[0] - b[0]);
    let x = 0;
    for (const [a, b] of open) {
      if (a > x) out.push({ left: x, top: y0, width: a - x, height: y1 - y0 });
      x = Math.max(x, b);
    }
    if (x < view.width) out.push({ left: x, top: y0, width: view.width - x, height: y1 - y0 });
  }
  return out;
}

/** Whether a point is shaded by `rects` (the tests ask it of the maze's corners). */
export function isShaded(rects: readonly Rect[], x: number, y: number): boolean {
  return rects.some((r) => x >= r.left && x < r.left + r.width && y >= r.top && y < r.top + r.height);
}
