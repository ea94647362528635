// A unit's puzzles as the curriculum page shows them (issue 27): pure, for the browser; the list itself comes from
// the server (planner-data.ts `unitPuzzles`), titles only.
export type UnitPuzzle = { id: string; title: string; pack: string; level: string; unit: string };

/** The puzzles of one unit for its level (every level when the unit has none), in level then pack order. */
export function puzzlesOfUnit(all: readonly UnitPuzzle[], unit: { title: string; level: string | null }) {
  return all.filter((z) => z.unit === unit.title && (!unit.level || z.level === unit.level));
}
