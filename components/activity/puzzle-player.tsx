"use client";

// A puzzle: instructions (read aloud through the accessibility toolbar's speech), the world, the Blockly editor
// (lazy, client only), Run (animates each step), Step (one block a press) and Reset in a bar that stays in view,
// the server's verdict with its stars, heartbeats and the stop screen (issues 14 and 23, docs/decisions/210-212).
// A maze of several worlds (issue 38) shows them as tabs; Run plays world 1, then world 2 … and stops at the
// first world that fails, its board left where Sprout stopped; Step goes through the chosen world and on.
import dynamic from "next/dynamic";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useAccessibility } from "@/components/a11y/accessibility-context";
import { speak } from "@/components/a11y/speech";
import { Button, LinkButton } from "@/components/ui/button";
import { useApiError } from "@/components/ui/use-api-error";
import { displayFor } from "@/lib/a11y/display";
import { speechRate } from "@/lib/a11y/settings";
import { useHeartbeat, useSaveDraft, useSendAttempt, type TimeStatus } from "@/lib/activity/queries";
import type { RestDay } from "@/lib/activity/rest-words";
import { timeWarning } from "@/lib/activity/rules";
import { ApiError } from "@/lib/http/client";
import type { PublicPuzzle } from "@/lib/puzzles/content";
import type { Segment } from "@/lib/puzzles/turtle";
import { rulesOf, verifyAttempt, type AttemptResult } from "@/lib/puzzles/verify";
import { blockGoal, ideaLine } from "@/lib/puzzles/goal-words";
import {
  atEnd,
  marksOf,
  nextFrame,
  shownIn,
  startTrace,
  stepsIn,
  type WorldMark,
  type WorldTrace,
} from "@/lib/puzzles/world-run";
import type { EditorApi } from "./blockly-editor";
import { Celebration, resultWords } from "./celebration";
import { DrawingView, useTurtleCanvas } from "./drawing-view";
import { HelpHand } from "./help-hand";
import { HelpPanel, useProgramHelp } from "./help-panel";
import { KeyboardPanel } from "./keyboard-panel";
import { PuzzleGoal } from "./puzzle-goal";
import { EditorLoading, EditorWaiting, RunControls } from "./run-controls";
import { SpeakerIcon } from "./sprites";
import { TeacherNote } from "./teacher-note";
import { StopScreen, timeLeftText, TimeWarning } from "./time-left";
import { useCalm } from "./use-calm";
import { useEditorWanted } from "./use-editor-wanted";
import { WorldDescription } from "./world-description";
import { WorldTabs } from "./world-tabs";
import { spriteAfter, startSprite, worldLabel, WorldView, type Sprite } from "./world-view";

const BlocklyEditor = dynamic(() => import("./blockly-editor"), { ssr: false, loading: EditorLoading });

const STEP_MS = 350;
/** After the verdict, when the attempt waits to be sent: the run is saved either way. */
const KEPT_WORDS = {
  offline: " (Saved. It will be sent when you are back online.)",
  paced: " (Saved. It will be sent in a moment.)",
} as const;
/** A drawing puzzle has no Sprout on a grid. */
const NO_SPRITE: Sprite = { x: 0, y: 0, dir: "N", gemsTaken: new Set<string>(), step: 0 };

/** A run being shown (lib/puzzles/world-run.ts) and the program it came from. */
type Trace = WorldTrace & { text: string; program: unknown };

export function PuzzlePlayer({
  puzzle,
  assignmentId,
  initialTime,
  nextHref,
  place,
  initialProgram,
  saved,
  rest,
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
  /** What the child did today before this page opened, for the rest screen (issue 40). */
  rest: RestDay;
}) {
  const rules = useMemo(() => rulesOf(puzzle), [puzzle]);
  const grids = rules.game === "draw" ? [] : rules.grids;
  /** The world on the board (0-based): the tab the child chose, or the one the run is playing. */
  const [selected, setSelected] = useState(0);
  const [marks, setMarks] = useState<WorldMark[]>([]);
  const grid = grids[selected] ?? grids[0] ?? null;
  const start = useMemo(() => (grid ? startSprite(grid) : NO_SPRITE), [grid]);
  const canvas = useTurtleCanvas(puzzle.game === "draw" ? puzzle.drawing : null, saved?.lines);
  const { settings } = useAccessibility();
  const calm = useCalm();
  const look = useMemo(
    () => ({
      legible: settings.legibleFonts > 0,
      textScale: Number(displayFor(settings).vars["--a11y-text-scale"] ?? 1),
    }),
    [settings],
  );
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
  /** Why the verdict shown is the browser's: the attempt waits to be sent (lib/activity/queries.ts). */
  const [queued, setQueued] = useState<"offline" | "paced" | null>(null);
  const send = useSendAttempt();
  const showError = useApiError();
  const help = useProgramHelp(rules, puzzle.hint);
  const { mutate: saveDraft } = useSaveDraft(puzzle.id);
  const [kept, setKept] = useState(false);
  /** What the child did on this page, added to the day's for the rest screen. */
  const [here, setHere] = useState({ tried: false, solved: false });
  /** "Start building" had the keyboard's focus when it gave way to the blocks: the focus goes on to the panel. */
  const startHadFocus = useRef(false);
  const placeSelect = useRef<HTMLSelectElement>(null);
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
    puzzle.id,
  );

  // Time ran out while the child was here: the page gave way to the rest screen, and the focus goes to its words.
  useEffect(() => {
    if (time.isStopped && !initialTime.isStopped && document.activeElement === document.body)
      document.querySelector<HTMLElement>("[data-rest-heading]")?.focus();
  }, [time.isStopped, initialTime.isStopped]);

  /**
   * Starts a run of the program now in the editor from world `from`: Sprout back at its start, the browser's
   * verdict ready.
   */
  function begin(from = 0): Trace | null {
    if (!editor.current) return null;
    const program = editor.current.program();
    const t = { ...startTrace(verifyAttempt(rules, program), from), text: JSON.stringify(program), program };
    trace.current = t;
    keep();
    setResult(null);
    canvas.reset();
    show(t, from, 0);
    return t;
  }

  /** World `world` on the board after `count` of its steps. */
  function show(t: Trace, world: number, count: number) {
    t.world = world;
    t.shown = count;
    setSelected(world);
    if (grids[world]) setSprite(spriteAfter(grids[world], stepsIn(t, world), count));
    editor.current?.highlight(stepsIn(t, world)[count - 1]?.blockId ?? null);
    setMarks(marksOf(t, grids.length));
  }

  /** The next frame of the run: a step of this world, or the next world's start; false at the end. */
  function advance(t: Trace): boolean {
    const next = nextFrame(t);
    if (next) show(t, next.world, next.shown);
    return next !== null;
  }

  /** The board shows another world: where Sprout stands in it in the run on screen, else at its start. */
  function choose(world: number) {
    if (running) return;
    const t = trace.current;
    setSelected(world);
    editor.current?.highlight(null);
    setSprite(t ? spriteAfter(grids[world], stepsIn(t, world), shownIn(t, world)) : startSprite(grids[world]));
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
      setQueued(typeof sent === "string" ? sent : null);
      t.done = true;
      setMarks(marksOf(t, grids.length));
      const r = typeof sent === "string" ? t.result : sent;
      // What went wrong, and the ideal-block message, are the help panel's (components/activity/help-panel.tsx).
      setResult({ outcome: r.outcome, message: resultWords(r) });
      setHere((h) => ({ tried: true, solved: h.solved || r.outcome !== "failed" }));
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
      // Calm: each world's end at once, the last one played left on the board.
      else if (calm) for (let w = t.from; w <= t.last; w++) show(t, w, stepsIn(t, w).length);
      else while (advance(t)) await new Promise((done) => setTimeout(done, STEP_MS));
      await finish(t);
    } finally {
      setRunning(false);
    }
  }

  /**
   * One block at a time, from the world on the board: each press shows the next step, then the next world's
   * start while the worlds pass; the last one sends the program like Run.
   */
  async function step() {
    if (!grid) return run(); // a drawing is shown whole: its lines are drawn one by one
    const ed = running ? null : editorFor("step");
    if (!ed) return;
    let t = trace.current;
    if (!t || t.done || atEnd(t) || t.world !== selected || t.text !== JSON.stringify(ed.program()))
      t = begin(selected);
    if (!t) return;
    advance(t);
    if (!atEnd(t)) return;
    setRunning(true);
    try {
      await finish(t);
    } finally {
      setRunning(false);
    }
  }

  function reset() {
    if (running) return;
    trace.current = null;
    editor.current?.highlight(null);
    setResult(null);
    setMarks([]);
    setSprite(start);
    canvas.reset();
  }

  // "Read to me" for a child who cannot read yet: the title, the task and the block goal, in the toolbar's voice.
  const readAloud = () =>
    speak(
      [puzzle.title, puzzle.instructions, ideaLine(puzzle.ideas), blockGoal(puzzle.idealBlocks, puzzle.ideas)].filter(
        Boolean,
      ),
      speechRate(settings),
    );

  if (time.isStopped) {
    const solvedToday = here.solved ? [...new Set([...rest.solvedToday, puzzle.id])] : rest.solvedToday;
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold">{puzzle.title}</h1>
        <StopScreen
          status={time}
          rest={{ ...rest, solvedToday, triedToday: rest.triedToday || here.tried }}
          kept={kept}
        />
        <LinkButton variant="secondary" className="min-h-12" href="/students">
          Back to my page
        </LinkButton>
      </div>
    );
  }
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
        {/* In the header row, so asking for help moves nothing below it (the maze stays where the reading aids expect it). */}
        <HelpHand puzzleId={puzzle.id} />
      </header>
      <p className="text-xl">{puzzle.instructions}</p>
      <PuzzleGoal idealBlocks={puzzle.idealBlocks} ideas={puzzle.ideas} editor={editorApi} />
      <TeacherNote puzzleId={puzzle.id} />
      <TimeWarning status={time} />
      <RunControls
        running={running}
        onRun={run}
        onStep={step}
        onReset={reset}
        resetLabel={grid ? "Reset Sprout" : "Clear the drawing"}
      />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div className="space-y-3">
          {/* The reading mask never dims the world (issue 40, components/a11y/reading-aids.tsx). */}
          <div data-unmasked="">
            {grid ? (
              <WorldTabs count={grids.length} selected={selected} marks={marks} disabled={running} onSelect={choose}>
                {/* Keyed by world: another world is another board (no slide from one to the other). */}
                <WorldView
                  key={`view-${selected}`}
                  world={grid}
                  sprite={sprite}
                  calm={calm}
                  label={worldLabel(grid, selected, grids.length)}
                />
                <WorldDescription key={`words-${selected}`} world={grid} sprite={sprite} event={sprite.event} />
              </WorldTabs>
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
          </div>
          <div
            className={solved ? "space-y-3 rounded-2xl border-4 border-amber-400 bg-amber-50 p-4" : "space-y-2"}
            data-testid="result-panel"
          >
            {solved && <Celebration outcome={result.outcome} calm={calm} />}
            <p role="status" aria-live="polite" className="min-h-8 text-xl font-semibold" data-testid="puzzle-result">
              {result?.message ?? ""}
              {queued ? KEPT_WORDS[queued] : ""}
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
                // The button a keyboard child was on is gone: the panel's first control takes the focus.
                if (startHadFocus.current && document.activeElement === document.body) placeSelect.current?.focus();
                startHadFocus.current = false;
                const press = pending.current;
                pending.current = null;
                if (press === "run") void run();
                else if (press === "step") void step();
              }}
              initialProgram={initialProgram ?? saved?.program ?? undefined}
              look={look}
            />
          ) : (
            <EditorWaiting onStart={wantEditor} onFocus={(f) => (startHadFocus.current = f)} />
          )}
        </div>
      </div>
      <KeyboardPanel editor={editorApi} blocks={puzzle.blocks} placeRef={placeSelect} />
    </div>
  );
}
