"use client";

// A puzzle: instructions (read aloud through the accessibility toolbar's speech), the world, the Blockly editor
// (lazy, client only), Run (animates each step), Step (one block a press) and Reset in a bar that stays in view,
// the server's verdict with its stars, heartbeats and the stop screen (issues 14 and 23, docs/decisions/210-212).
import dynamic from "next/dynamic";
import { useCallback, useMemo, useRef, useState } from "react";
import { useAccessibility } from "@/components/a11y/accessibility-context";
import { speak } from "@/components/a11y/speech";
import { Button, LinkButton } from "@/components/ui/button";
import { useApiError } from "@/components/ui/use-api-error";
import { speechRate } from "@/lib/a11y/settings";
import { useHeartbeat, useSaveDraft, useSendAttempt, type TimeStatus } from "@/lib/activity/queries";
import { timeWarning } from "@/lib/activity/rules";
import { ApiError } from "@/lib/http/client";
import type { PublicPuzzle } from "@/lib/puzzles/content";
import type { Segment } from "@/lib/puzzles/turtle";
import { rulesOf, verifyAttempt, type AttemptResult } from "@/lib/puzzles/verify";
import type { EditorApi } from "./blockly-editor";
import { Celebration, resultWords } from "./celebration";
import { DrawingView, useTurtleCanvas } from "./drawing-view";
import { HelpPanel, useProgramHelp } from "./help-panel";
import { KeyboardPanel } from "./keyboard-panel";
import { SpeakerIcon } from "./sprites";
import { StopScreen, timeLeftText, TimeWarning } from "./time-left";
import { useCalm } from "./use-calm";
import { useEditorWanted } from "./use-editor-wanted";
import { WorldDescription } from "./world-description";
import { spriteAfter, startSprite, WorldView, type Sprite } from "./world-view";

// The editor's own height (blockly-editor.tsx), kept while its chunk loads: nothing below it moves (CLS).
const EditorLoading = () => (
  <p className="h-[28rem] w-full rounded-xl border-2 p-4" role="status">
    Loading the blocks…
  </p>
);

/** The editor's place before the child reaches for it (docs/decisions/250): any touch, move or key opens it. */
function EditorWaiting({ onStart }: { onStart: () => void }) {
  return (
    <div className="flex h-[28rem] w-full flex-col items-center justify-center gap-3 rounded-xl border-2 p-4">
      <Button className="min-h-14 px-6 text-xl" onClick={onStart}>
        Start building
      </Button>
      <p className="text-slate-700">Your blocks open here.</p>
    </div>
  );
}
const BlocklyEditor = dynamic(() => import("./blockly-editor"), { ssr: false, loading: EditorLoading });

const STEP_MS = 350;
/** A drawing puzzle has no Sprout on a grid. */
const NO_SPRITE: Sprite = { x: 0, y: 0, dir: "N", gemsTaken: new Set<string>(), step: 0 };

/** A run being shown: the program it came from, the browser's verdict and how many steps are on screen. */
type Trace = { text: string; program: unknown; result: AttemptResult; shown: number };

export function PuzzlePlayer({
  puzzle,
  assignmentId,
  initialTime,
  nextHref,
  place,
  initialProgram,
  saved,
}: {
  puzzle: PublicPuzzle;
  assignmentId?: string;
  initialTime: TimeStatus;
  nextHref: string | null;
  /** Where the puzzle sits on the child's path: "First Steps · puzzle 2 of 6". */
  place?: string;
  /** The program kept from last time (issue 23), or null. */
  initialProgram?: unknown;
  /** A free drawing's program and lines from an earlier visit: the child's own (issue 27). */
  saved?: { program: unknown; lines: Segment[] } | null;
}) {
  const rules = useMemo(() => rulesOf(puzzle), [puzzle]);
  const grid = rules.game === "draw" ? null : rules.grids[0];
  const start = useMemo(() => (grid ? startSprite(grid) : NO_SPRITE), [grid]);
  const canvas = useTurtleCanvas(puzzle.game === "draw" ? puzzle.drawing : null, saved?.lines);
  const { settings } = useAccessibility();
  const calm = useCalm();
  const editor = useRef<EditorApi | null>(null);
  const [editorApi, setEditorApi] = useState<EditorApi | null>(null);
  const [editorWanted, wantEditor] = useEditorWanted();
  /** Run or Step pressed before the blocks had opened: done as soon as they have. */
  const pending = useRef<"run" | "step" | null>(null);
  const trace = useRef<Trace | null>(null);
  const [sprite, setSprite] = useState<Sprite>(start);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ outcome: AttemptResult["outcome"]; message: string } | null>(null);
  const [time, setTime] = useState(initialTime);
  const [queued, setQueued] = useState(false);
  const send = useSendAttempt();
  const showError = useApiError();
  const help = useProgramHelp(rules, puzzle.hint);
  const { mutate: saveDraft } = useSaveDraft(puzzle.id);
  const [kept, setKept] = useState(false);
  // The program in progress is kept at each run, at the warnings and when time is up (issue 23).
  const keep = useCallback(() => {
    const program = editor.current?.program();
    if (program) saveDraft(program, { onSuccess: () => setKept(true) });
  }, [saveDraft]);
  useHeartbeat(
    useCallback(
      (s: TimeStatus) => {
        if (s.isStopped || timeWarning(s)) keep();
        setTime(s);
      },
      [keep],
    ),
  );

  /** Starts a run of the program now in the editor: Sprout back at the start, the browser's verdict ready. */
  function begin(): Trace | null {
    if (!editor.current) return null;
    const program = editor.current.program();
    const t = { text: JSON.stringify(program), program, result: verifyAttempt(rules, program), shown: 0 };
    trace.current = t;
    keep();
    setResult(null);
    setSprite(start);
    canvas.reset();
    return t;
  }

  function show(t: Trace, count: number) {
    t.shown = count;
    if (grid) setSprite(spriteAfter(grid, t.result.steps, count));
    editor.current?.highlight(t.result.steps[count - 1]?.blockId ?? null);
  }

  /** The server's verdict on the whole program (or the browser's, queued while offline). */
  async function finish(t: Trace) {
    editor.current?.highlight(null);
    try {
      const sent = await send.mutateAsync({
        puzzleId: puzzle.id,
        program: t.program as object,
        ...(assignmentId ? { assignmentId } : {}),
      });
      setQueued(sent === null);
      const r = sent ?? t.result;
      // What went wrong, and the ideal-block message, are the help panel's (components/activity/help-panel.tsx).
      setResult({ outcome: r.outcome, message: resultWords(r) });
      help.record(t.program, t.result);
    } catch (e) {
      // Time ran out since the last beat: the program was kept when the run began; the stop screen says so.
      const time = e instanceof ApiError ? (e.body as { time?: TimeStatus } | null)?.time : undefined;
      if (time?.isStopped) setTime(time);
      else showError(e);
    }
  }

  /** The editor, or null after opening it and remembering the press, which runs once it is there. */
  function editorFor(press: "run" | "step"): EditorApi | null {
    if (!editor.current) {
      pending.current = press;
      wantEditor();
    }
    return editor.current;
  }

  async function run() {
    if (running || !editorFor("run")) return;
    const t = begin();
    if (!t) return;
    setRunning(true);
    try {
      if (!grid) await canvas.play(t.result.drawing ?? [], calm, (id) => editor.current?.highlight(id));
      else if (calm) show(t, t.result.steps.length);
      else
        for (let i = 1; i <= t.result.steps.length; i++) {
          show(t, i);
          await new Promise((done) => setTimeout(done, STEP_MS));
        }
      await finish(t);
    } finally {
      setRunning(false);
    }
  }

  /** One block at a time: each press shows the next step; the last one sends the program like Run. */
  async function step() {
    if (!grid) return run(); // a drawing is shown whole: its lines are drawn one by one
    const ed = running ? null : editorFor("step");
    if (!ed) return;
    let t = trace.current;
    const finished = t && t.shown >= t.result.steps.length;
    if (!t || finished || t.text !== JSON.stringify(ed.program())) t = begin();
    if (!t) return;
    if (t.shown < t.result.steps.length) show(t, t.shown + 1);
    if (t.shown < t.result.steps.length) return;
    setRunning(true);
    try {
      await finish(t);
    } finally {
      setRunning(false);
    }
  }

  function reset() {
    trace.current = null;
    editor.current?.highlight(null);
    setResult(null);
    setSprite(start);
    canvas.reset();
  }

  // "Read to me" for a child who cannot read yet: the title, the task and the block goal, in the toolbar's voice.
  const readAloud = () =>
    speak(
      [
        puzzle.title,
        puzzle.instructions,
        `Try to use ${puzzle.idealBlocks} ${puzzle.idealBlocks === 1 ? "block" : "blocks"} or fewer.`,
      ],
      speechRate(settings),
    );

  if (time.isStopped)
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold">{puzzle.title}</h1>
        <StopScreen status={time} kept={kept} />
      </div>
    );
  const solved = result !== null && result.outcome !== "failed";
  return (
    <div className="space-y-3">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-3xl font-bold">{puzzle.title}</h1>
        {place && <span className="text-slate-700">{place}</span>}
        <Button variant="secondary" className="min-h-12" onClick={readAloud}>
          <SpeakerIcon /> Read to me
        </Button>
        <span className="text-lg">{timeLeftText(time)}</span>
      </header>
      <p className="text-xl">
        {puzzle.instructions}{" "}
        <span className="text-base text-slate-700">
          Try to use {puzzle.idealBlocks} {puzzle.idealBlocks === 1 ? "block" : "blocks"} or fewer.
        </span>
      </p>
      <TimeWarning status={time} />
      {/* Run, Step and Reset stay in view: the bar sticks to the top or bottom of the window (decision 212). */}
      <div
        className="sticky top-0 bottom-0 z-10 -mx-2 flex flex-wrap items-center gap-2 rounded-xl bg-sprout-50/95 px-2 py-2"
        data-testid="run-controls"
      >
        <Button className="min-h-12 px-5 text-xl sm:px-8" onClick={run} disabled={running}>
          ▶ Run
        </Button>
        <Button variant="secondary" className="min-h-12 px-4 text-lg" onClick={step} disabled={running}>
          <StepIcon /> Step
        </Button>
        <Button variant="secondary" className="min-h-12" onClick={reset} disabled={running}>
          {grid ? "Reset Sprout" : "Clear the drawing"}
        </Button>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div className="space-y-3">
          {grid ? (
            <>
              <WorldView
                world={grid}
                sprite={sprite}
                calm={calm}
                label={`The puzzle world, ${grid.width} by ${grid.height}`}
              />
              <WorldDescription world={grid} sprite={sprite} event={sprite.event} />
            </>
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
          <div
            className={solved ? "space-y-3 rounded-2xl border-4 border-amber-400 bg-amber-50 p-4" : "space-y-2"}
            data-testid="result-panel"
          >
            {solved && <Celebration outcome={result.outcome} calm={calm} />}
            <p role="status" aria-live="polite" className="min-h-8 text-xl font-semibold" data-testid="puzzle-result">
              {result?.message ?? ""}
              {queued ? " (Saved. It will be sent when you are back online.)" : ""}
            </p>
            <HelpPanel
              view={help.view}
              onShowFirstBlock={puzzle.firstBlock ? () => editor.current?.placeFirst(puzzle.firstBlock!) : undefined}
            />
            {nextHref && solved && (
              <LinkButton className="min-h-12 text-lg" href={nextHref}>
                Next puzzle
              </LinkButton>
            )}
          </div>
        </div>
        <div className="min-w-0">
          {editorWanted ? (
            <BlocklyEditor
              toolbox={puzzle.toolbox}
              label="Program blocks. Drag blocks from the toolbox under 'when run'."
              onReady={(api) => {
                editor.current = api;
                setEditorApi(api);
                const press = pending.current;
                pending.current = null;
                if (press === "run") void run();
                else if (press === "step") void step();
              }}
              initialProgram={initialProgram ?? saved?.program ?? undefined}
            />
          ) : (
            <EditorWaiting onStart={wantEditor} />
          )}
        </div>
      </div>
      <KeyboardPanel editor={editorApi} blocks={puzzle.blocks} />
    </div>
  );
}

/** "Step": a foot forward and a bar, drawn (no emoji). */
function StepIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-5 w-5">
      <path d="M5 5 L15 12 L5 19 Z" fill="#2f641a" />
      <rect x="17" y="5" width="3" height="14" rx="1" fill="#2f641a" />
    </svg>
  );
}
