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
import type { PublicPuzzle } from "@/lib/puzzles/content";
import { rulesOf, verifyAttempt, type AttemptResult } from "@/lib/puzzles/verify";
import { cellKey } from "@/lib/puzzles/world";
import type { EditorApi } from "./blockly-editor";
import { KeyboardPanel } from "./keyboard-panel";
import { useEditorWanted } from "./use-editor-wanted";
import { StopScreen, timeLeftText } from "./time-left";
import { WorldDescription } from "./world-description";
import { WorldView, type Sprite } from "./world-view";

// The editor's own height (blockly-editor.tsx), kept while its chunk loads: nothing below it moves (CLS).
const EditorLoading = () => <p className="h-[28rem] w-full rounded-xl border-2 p-4">Loading the blocks…</p>;
const BlocklyEditor = dynamic(() => import("./blockly-editor"), { ssr: false, loading: EditorLoading });

const STEP_MS = 350;

const SAY = { perfect: "Perfect! You solved it!", passed: "You solved it!", failed: "Not yet." } as const;

export function PuzzlePlayer({
  puzzle,
  assignmentId,
  initialTime,
  nextHref,
}: {
  puzzle: PublicPuzzle;
  assignmentId?: string;
  initialTime: TimeStatus;
  nextHref: string | null;
}) {
  const rules = useMemo(() => rulesOf(puzzle), [puzzle]);
  const start: Sprite = useMemo(() => ({ ...rules.grid.start, gemsTaken: new Set<string>() }), [rules]);
  const { settings } = useAccessibility();
  const reduceMotion = settings.pauseAnimations > 0;
  const editor = useRef<EditorApi | null>(null);
  const [editorApi, setEditorApi] = useState<EditorApi | null>(null);
  const editorWanted = useEditorWanted();
  const [sprite, setSprite] = useState<Sprite>(start);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ outcome: AttemptResult["outcome"]; message: string } | null>(null);
  const [time, setTime] = useState(initialTime);
  const [queued, setQueued] = useState(false);
  const send = useSendAttempt();
  const showError = useApiError();
  useHeartbeat(useCallback((s: TimeStatus) => setTime(s), []));

  async function animate(r: AttemptResult) {
    const taken = new Set<string>();
    if (reduceMotion) {
      const last = r.steps.at(-1);
      for (const s of r.steps) if (s.event === "gem") taken.add(cellKey(s));
      if (last) setSprite({ x: last.x, y: last.y, dir: last.dir, gemsTaken: taken, event: last.event });
      return;
    }
    for (const s of r.steps) {
      if (s.event === "gem") taken.add(cellKey(s));
      editor.current?.highlight(s.blockId ?? null);
      setSprite({ x: s.x, y: s.y, dir: s.dir, gemsTaken: new Set(taken), event: s.event });
      await new Promise((done) => setTimeout(done, STEP_MS));
    }
    editor.current?.highlight(null);
  }

  async function run() {
    if (!editor.current || running) return;
    setRunning(true);
    setResult(null);
    setSprite(start);
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
        <StopScreen />
      </div>
    );
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{puzzle.title}</h1>
        <Button variant="secondary" className="min-h-12" onClick={readAloud}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
            <path d="M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
          </svg>
          Read to me
        </Button>
        <span className="text-lg">{timeLeftText(time)}</span>
      </header>
      <p className="text-xl">{puzzle.instructions}</p>
      <p>
        Try to use {puzzle.idealBlocks} {puzzle.idealBlocks === 1 ? "block" : "blocks"} or fewer.
      </p>
      <div className="flex flex-wrap gap-6">
        <div className="space-y-2">
          <WorldView
            world={rules.grid}
            sprite={sprite}
            label={`The puzzle world, ${rules.grid.width} by ${rules.grid.height}`}
          />
          <WorldDescription world={rules.grid} sprite={sprite} event={sprite.event} />
        </div>
        <div className="min-w-[20rem] flex-1">
          {editorWanted ? (
            <BlocklyEditor
              toolbox={puzzle.toolbox}
              label="Program blocks. Drag blocks from the toolbox under 'when run'."
              onReady={(api) => {
                editor.current = api;
                setEditorApi(api);
              }}
            />
          ) : (
            <EditorLoading />
          )}
        </div>
      </div>
      <KeyboardPanel editor={editorApi} blocks={puzzle.blocks} />
      <div className="flex flex-wrap items-center gap-3">
        <Button className="min-h-12 px-8 text-xl" onClick={run} disabled={running}>
          ▶ Run
        </Button>
        <Button variant="secondary" className="min-h-12" onClick={() => setSprite(start)} disabled={running}>
          Reset Sprout
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
