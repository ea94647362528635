"use client";

// "Replay" of a child's stored program in the puzzle's world (issue 39): the browser's own judge
// (verifyAttempt over the public puzzle, as on the puzzle page) gives the steps, played world after world
// (lib/puzzles/world-run.ts) or line after line on a drawing, with the running block lit in the read-only blocks.
import { useEffect, useMemo, useRef, useState } from "react";
import { resultWords } from "@/components/activity/celebration";
import { DrawingView, useTurtleCanvas } from "@/components/activity/drawing-view";
import { useCalm } from "@/components/activity/use-calm";
import { WorldTabs } from "@/components/activity/world-tabs";
import { spriteAfter, startSprite, worldLabel, WorldView } from "@/components/activity/world-view";
import { Button } from "@/components/ui/button";
import type { PublicPuzzle } from "@/lib/puzzles/content";
import { rulesOf, verifyAttempt } from "@/lib/puzzles/verify";
import { marksOf, nextFrame, startTrace, stepsIn, type WorldMark, type WorldTrace } from "@/lib/puzzles/world-run";

const STEP_MS = 350;

export function WorkReplay({
  puzzle,
  program,
  highlight,
}: {
  puzzle: PublicPuzzle;
  program: unknown;
  highlight: (blockId: string | null) => void;
}) {
  const rules = useMemo(() => rulesOf(puzzle), [puzzle]);
  const grids = rules.game === "draw" ? [] : rules.grids;
  const calm = useCalm();
  const canvas = useTurtleCanvas(puzzle.game === "draw" ? puzzle.drawing : null);
  const [selected, setSelected] = useState(0);
  const [shown, setShown] = useState(0);
  const [trace, setTrace] = useState<WorldTrace | null>(null);
  const [marks, setMarks] = useState<WorldMark[]>([]);
  const [running, setRunning] = useState(false);
  const [words, setWords] = useState("");
  // A replay stops when the program or the page goes away.
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const grid = grids[selected] ?? null;
  const sprite = grid ? (trace ? spriteAfter(grid, stepsIn(trace, selected), shown) : startSprite(grid)) : null;

  function show(t: WorldTrace, world: number, count: number) {
    t.world = world;
    t.shown = count;
    setSelected(world);
    setShown(count);
    setMarks(marksOf(t, grids.length));
    highlight(stepsIn(t, world)[count - 1]?.blockId ?? null);
  }

  async function replay() {
    if (running) return;
    const result = verifyAttempt(rules, program);
    const t = startTrace(result);
    setRunning(true);
    setWords("");
    setTrace(t);
    canvas.reset();
    try {
      if (!grids.length) await canvas.play(result.drawing ?? [], calm, highlight);
      else if (calm) for (let w = t.from; w <= t.last; w++) show(t, w, stepsIn(t, w).length);
      else {
        show(t, 0, 0);
        for (let next = nextFrame(t); next && live.current; next = nextFrame(t)) {
          show(t, next.world, next.shown);
          await new Promise((done) => setTimeout(done, STEP_MS));
        }
      }
      if (!live.current) return;
      t.done = true;
      setMarks(marksOf(t, grids.length));
      highlight(null);
      setWords(`Replay finished: ${resultWords(result)}`);
    } finally {
      if (live.current) setRunning(false);
    }
  }

  return (
    <div className="space-y-2" data-testid="work-replay">
      <Button className="min-h-11" onClick={() => void replay()} disabled={running}>
        ▶ Replay
      </Button>
      {grid && sprite ? (
        <WorldTabs
          count={grids.length}
          selected={selected}
          marks={marks}
          disabled={running}
          onSelect={(w) => {
            setSelected(w);
            setShown(0);
            setTrace(null);
          }}
        >
          <WorldView
            key={`view-${selected}`}
            world={grid}
            sprite={sprite}
            calm={calm}
            label={worldLabel(grid, selected, grids.length)}
          />
        </WorldTabs>
      ) : (
        puzzle.game === "draw" && (
          <DrawingView
            spec={puzzle.drawing}
            frame={canvas.frame}
            isSaved={false}
            label={`The drawing: ${canvas.frame.lines.length} lines drawn`}
          />
        )
      )}
      <p role="status" className="min-h-6 font-semibold" data-testid="replay-result">
        {words}
      </p>
    </div>
  );
}
