"use client";

// The teacher's lesson view (issue 39): one tile per child of the class, live over the class's stream, hands and
// stuck children first (the server's order). Newly stuck children and newly raised hands are also said politely
// to a screen reader; the connection's state ("Live" / "Reconnecting…") shows beside the title.
import Link from "next/link";
import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { useApiError } from "@/components/ui/use-api-error";
import { useClasses } from "@/lib/classes/queries";
import { ApiError } from "@/lib/http/client";
import { useLessonStream, useLessonTiles, useLowerHand, type StreamStatus } from "@/lib/lesson/live-queries";
import { STUCK_FAILED_RUNS, STUCK_MINUTES } from "@/lib/lesson/rules";
import { lessonNews } from "@/lib/lesson/tile-words";
import type { LessonTile as Tile } from "@/lib/lesson/wire";
import { LessonTile } from "./lesson-tile";

export function LiveLesson({ classId }: { classId: string }) {
  const klass = useClasses().data?.find((c) => c.id === classId);
  const status = useLessonStream(classId);
  const tiles = useLessonTiles(classId, status === "live");
  const lower = useLowerHand(classId);
  const showError = useApiError();
  const news = useNews(tiles.data);
  const missing = tiles.error instanceof ApiError && (tiles.error.status === 404 || tiles.error.status === 403);

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-3xl font-bold">Lesson view</h1>
        {klass && <span className="text-lg text-slate-700">{klass.className}</span>}
        {!missing && <LiveStatus status={status} />}
        <Link href={`/teachers?class=${encodeURIComponent(classId)}`} className="ml-auto text-sprout-700 underline">
          Back to the class
        </Link>
      </div>
      <p className="text-slate-700">
        Stuck means {STUCK_FAILED_RUNS} runs in a row that did not solve the puzzle, or {STUCK_MINUTES} minutes on one
        puzzle without solving it. Raised hands and stuck children come first.
      </p>
      <p role="status" aria-live="polite" className="sr-only" data-testid="lesson-news">
        {news}
      </p>
      {missing ? (
        <p className="rounded-2xl bg-white p-6">We could not find this class. Open the lesson view from your class.</p>
      ) : tiles.isPending ? (
        <p className="rounded-2xl bg-white p-6">Loading the lesson…</p>
      ) : !tiles.data?.length ? (
        <p className="rounded-2xl bg-white p-6" data-testid="lesson-empty">
          No one has started yet. Children appear here as they open their puzzles.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="lesson-tiles">
          {tiles.data.map((t) => (
            <LessonTile
              key={t.studentId}
              tile={t}
              classId={classId}
              isLowering={lower.isPending && lower.variables === t.studentId}
              onLowerHand={(id) => lower.mutate(id, { onError: showError })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The latest news for the polite live region: kept until something new happens (a quiet update says nothing). */
function useNews(tiles: Tile[] | undefined): string {
  const [seen, setSeen] = useState(tiles);
  const [news, setNews] = useState("");
  // Compared while rendering, as React advises for state that follows a value (no effect, no extra paint).
  if (tiles !== seen) {
    setSeen(tiles);
    const said = tiles ? lessonNews(seen ?? null, tiles) : "";
    if (said) setNews(said);
  }
  return news;
}

function LiveStatus({ status }: { status: StreamStatus }) {
  const live = status === "live";
  return (
    <span
      data-testid="live-status"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-sm font-medium",
        live ? "bg-sprout-50 text-sprout-700" : "bg-slate-100 text-slate-800",
      )}
    >
      <span aria-hidden="true" className={cn("h-2 w-2 rounded-full", live ? "bg-sprout-700" : "bg-slate-500")} />
      {live ? "Live" : status === "connecting" ? "Connecting…" : "Reconnecting…"}
    </span>
  );
}
