"use client";

// A puzzle: instructions (read aloud through the accessibility toolbar's speech), the world, the Blockly editor
// (lazy, client only), a run that animates each step, the server's verdict, heartbeats and the stop screen.
import dynamic from "next/dynamic";
import { useCallback, useMemo, useRef, useState } from "react";
import { useAccessibility } from "@/components/a11y/accessibility-context";
import { speak } from "@/components/a11y/speech";
import { Button, LinkButton } from "@/components/ui/button";
import { useApiError } from "@/components/ui/use-api-error";
import { speechRate } from "@/lib/a11y/settings";
import { useHeartbeat, useSendAttempt, type TimeStatus } from "@/lib/activity/queries";
import { argsOf, findBlockSpec } from "@/lib/puzzles/block-vocabulary";
import { blockLabel } from "@/lib/puzzles/parse-program";
import type { PublicPuzzle } from "@/lib/puzzles/content";
import { rulesOf, verifyAttempt, type AttemptResult } from "@/lib/puzzles/verify";
import { cellKey } from "@/lib/puzzles/world";
import type { Segment } from "@/lib/puzzles/turtle";
import type { EditorApi } from "./blockly-editor";
import { DrawingView, useTurtleCanvas } from "./drawing-view";
import { StopScreen, timeLeftText } from "./time-left";
import { WorldView, type Sprite } from "./world-view";

const BlocklyEditor = dynamic(() => import("./blockly-editor"), {
  ssr: false,
  // The editor's own height (blockly-editor.tsx), kept while its chunk loads: nothing below it moves (CLS).
  loading: () => <p className="h-[28rem] w-full rounded-xl border-2 p-4">Loading the blocks…</p>,
});

const STEP_MS = 350;

/** Statement blocks a keyboard user can add at the end of the program, one choice per dropdown option. */
type KeyChoice = { type: string; label: string; fields?: Record<string, string> };

function keyboardChoices(types: readonly string[]): KeyChoice[] {
  return types.flatMap((type): KeyChoice[] => {
    const spec = findBlockSpec(type);
    if (spec?.shape !== "statement") return [];
    const dropdown = argsOf(spec).find((a) => a.kind === "dropdown");
    if (dropdown?.kind !== "dropdown") return [{ type, label: blockLabel(spec) }];
    return dropdown.options.map(([label, value]) => ({
      type,
      label: spec.lines[0].text.replace("%1", label).replace(/%\d/g, "…"),
      fields: { [dropdown.name]: value } as Record<string, string>,
    }));
  });
}
const SAY = { perfect: "Perfect! You solved it!", passed: "You solved it!", failed: "Not yet." } as const;

export function PuzzlePlayer({
  puzzle,
  assignmentId,
  initialTime,
  nextHref,
  saved,
}: {
  puzzle: PublicPuzzle;
  /** A free drawing's program and lines from an earlier visit: the child's own (issue 27). */
  saved?: { program: unknown; lines: Segment[] } | null;
  assignmentId?: string;
  initialTime: TimeStatus;
  nextHref: string | null;
}) {
  const rules = useMemo(() => rulesOf(puzzle), [puzzle]);
  const grid = rules.game === "draw" ? null : rules.grid;
  const start: Sprite = useMemo(
    () => ({ ...(grid?.start ?? { x: 0, y: 0, dir: "N" as const }), gemsTaken: new Set<string>() }),
    [grid],
  );
  const canvas = useTurtleCanvas(puzzle.game === "draw" ? puzzle.drawing : null, saved?.lines);
  const { settings } = useAccessibility();
  const reduceMotion = settings.pauseAnimations > 0;
  const editor = useRef<EditorApi | null>(null);
  const [sprite, setSprite] = useState<Sprite>(start);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ outcome: AttemptResult["outcome"]; message: string } | null>(null);
  const [time, setTime] = useState(initialTime);
  const [queued, setQueued] = useState(false);
  const send = useSendAttempt();
  const showError = useApiError();
  useHeartbeat(useCallback((s: TimeStatus) => setTime(s), []));

  const keyboardBlocks = useMemo(() => keyboardChoices(puzzle.blocks), [puzzle.blocks]);

  async function animate(r: AttemptResult) {
    if (rules.game === "draw") return canvas.play(r.drawing ?? [], reduceMotion, (id) => editor.current?.highlight(id));
    const taken = new Set<string>();
    if (reduceMotion) {
      const last = r.steps.at(-1);
      for (const s of r.steps) if (s.event === "gem") taken.add(cellKey(s));
      if (last) setSprite({ x: last.x, y: last.y, dir: last.dir, gemsTaken: taken });
      return;
    }
    for (const s of r.steps) {
      if (s.event === "gem") taken.add(cellKey(s));
      editor.current?.highlight(s.blockId ?? null);
      setSprite({ x: s.x, y: s.y, dir: s.dir, gemsTaken: new Set(taken) });
      await new Promise((done) => setTimeout(done, STEP_MS));
    }
    editor.current?.highlight(null);
  }

  async function run() {
    if (!editor.current || running) return;
    setRunning(true);
    setResult(null);
    setSprite(start);
    canvas.reset();
    const program = editor.current.program();
    const local = verifyAttempt(rules, program);
    await animate(local);
    try {
      const sent = await send.mutateAsync({
        puzzleId: puzzle.id,
        program: program as object,
        ...(assignmentId ? { assignmentId } : {}),
      });
      setQueued(sent === null);
      const r = sent ?? local;
      setResult({ outcome: r.outcome, message: [SAY[r.outcome], r.error?.message, r.hint].filter(Boolean).join(" ") });
    } catch (e) {
      showError(e);
    } finally {
      setRunning(false);
    }
  }

  const readAloud = () => speak([puzzle.title, puzzle.instructions], speechRate(settings));

  if (time.isStopped)
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold">{puzzle.title}</h1>
        <StopScreen />
      </div>
    );
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{puzzle.title}</h1>
        <Button variant="secondary" className="min-h-12" onClick={readAloud}>
          🔊 Read aloud
        </Button>
        <span className="text-lg">{timeLeftText(time)}</span>
      </header>
      <p className="text-xl">{puzzle.instructions}</p>
      <p>
        Try to use {puzzle.idealBlocks} {puzzle.idealBlocks === 1 ? "block" : "blocks"} or fewer.
      </p>
      <div className="flex flex-wrap gap-6">
        {grid ? (
          <WorldView world={grid} sprite={sprite} label={`The puzzle world, ${grid.width} by ${grid.height}`} />
        ) : (
          puzzle.game === "draw" && (
            <DrawingView
              spec={puzzle.drawing}
              frame={canvas.frame}
              isSaved={canvas.isSaved}
              label={`The drawing: ${canvas.frame.lines.length} lines drawn`}
            />
          )
        )}
        <div className="min-w-[20rem] flex-1">
          <BlocklyEditor
            toolbox={puzzle.toolbox}
            initial={saved?.program}
            label="Program blocks. Drag blocks from the toolbox under 'when run'."
            onReady={(api) => (editor.current = api)}
          />
        </div>
      </div>
      <section aria-labelledby="keys-heading" className="rounded-xl border p-3">
        <h2 id="keys-heading" className="text-lg font-semibold">
          Add blocks with the keyboard
        </h2>
        <div className="mt-2 flex flex-wrap gap-2">
          {keyboardBlocks.map((k) => (
            <Button
              key={k.label}
              variant="secondary"
              className="min-h-12"
              onClick={() => editor.current?.append(k.type, k.fields)}
            >
              Add “{k.label}”
            </Button>
          ))}
          <Button variant="secondary" className="min-h-12" onClick={() => editor.current?.removeLast()}>
            Remove last block
          </Button>
        </div>
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <Button className="min-h-12 px-8 text-xl" onClick={run} disabled={running}>
          ▶ Run
        </Button>
        <Button
          variant="secondary"
          className="min-h-12"
          onClick={() => {
            setSprite(start);
            canvas.reset();
          }}
          disabled={running}
        >
          {grid ? "Reset Sprout" : "Clear the drawing"}
        </Button>
        {nextHref && result && result.outcome !== "failed" && (
          <LinkButton className="min-h-12 text-lg" href={nextHref}>
            Next puzzle
          </LinkButton>
        )}
      </div>
      <p role="status" aria-live="polite" className="min-h-8 text-xl font-semibold" data-testid="puzzle-result">
        {result?.message ?? ""}
        {queued ? " (Saved. It will be sent when you are back online.)" : ""}
      </p>
    </div>
  );
}
