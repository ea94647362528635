// Every puzzle of each unit, for the teacher's curriculum page (issue 14). Server-rendered from the packs, with
// no solution sent to the browser.
import { listPacks, puzzleCatalog } from "@/lib/puzzles/content";

export function UnitPuzzles() {
  const catalog = puzzleCatalog();
  const byUnit = new Map<string, ReturnType<typeof listPacks>>();
  for (const p of listPacks({ includeExtra: true })) byUnit.set(p.unit, [...(byUnit.get(p.unit) ?? []), p]);
  return (
    <section aria-labelledby="unit-puzzles-heading" className="mt-10">
      <h2 id="unit-puzzles-heading" className="text-2xl font-bold">
        Puzzles by unit
      </h2>
      {[...byUnit.entries()].map(([unit, packs]) => (
        <details key={unit} className="mt-3 rounded-xl border bg-white p-3">
          <summary className="cursor-pointer text-lg font-semibold">
            {unit} ({packs.reduce((n, p) => n + p.puzzleIds.length, 0)} puzzles)
          </summary>
          {packs.map((p) => (
            <div key={p.id} className="mt-2">
              <h3 className="font-semibold">
                {p.title} · {p.level}
                {p.extra ? " · extra" : ""}
              </h3>
              <ol className="list-decimal pl-6">
                {p.puzzleIds.map((id) => {
                  const z = catalog.puzzles.get(id)!;
                  return (
                    <li key={id}>
                      <span className="font-medium">{z.title}</span>: {z.instructions} (ideal: {z.idealBlocks} blocks)
                    </li>
                  );
                })}
              </ol>
            </div>
          ))}
        </details>
      ))}
    </section>
  );
}
