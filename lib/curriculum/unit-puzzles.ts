// A unit's puzzles as the curriculum page shows them (issue 27): pure, for the browser; the list itself comes from
// the server (planner-data.ts `unitPuzzles`), titles only.
export type UnitPuzzle = { id: string; title: string; pack: string; level: string; unit: string };

/** The puzzles of one unit for its level (every level when the unit has none), in level then pack order. */
export function puzzlesOfUnit(all: readonly UnitPuzzle[], unit: { title: string; level: string | null }) {
  return all.filter((z) => z.unit === unit.title && (!unit.level || z.level === unit.level));
}

/**
 * How each puzzle reads among those offered together (issue 39: two checkboxes both read "Stairs"): its title and
 * its pack, "Stairs — Loop the Loop"; where that still repeats (the same pack title at two levels), the level too.
 * Keyed by puzzle id.
 */
export function puzzleChoiceLabels(puzzles: readonly UnitPuzzle[]): Map<string, string> {
  const withPack = (z: UnitPuzzle) => `${z.title} — ${z.pack}`;
  const seen = new Map<string, number>();
  for (const z of puzzles) seen.set(withPack(z), (seen.get(withPack(z)) ?? 0) + 1);
  return new Map(puzzles.map((z) => [z.id, seen.get(withPack(z))! > 1 ? `${withPack(z)} (${z.level})` : withPack(z)]));
}
