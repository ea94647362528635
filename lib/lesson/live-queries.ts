"use client";

// React Query hooks of the lesson (issue 39): the teacher's live tiles, read once over JSON and then replaced by
// each `tiles` event of the class's stream (Server-Sent Events), and the child's raised hand. The tiles arrive
// sorted by the server (hands, then stuck, then by name): the page keeps that order.
import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/http/client";
import type { HelpRequestView, LessonTile } from "./wire";

export type { HelpRequestView, LessonTile };

export type StreamStatus = "connecting" | "live" | "reconnecting";

export const lessonKeys = {
  live: (classId: string) => ["lesson", "live", classId] as const,
  hand: ["lesson", "hand"] as const,
};

/** After the browser gave up on the stream (an error answer, not a dropped connection): a fresh try this late. */
const REOPEN_MS = 5_000;
/** While the stream is not live the tiles are read over JSON this often, so the view never goes stale. */
const POLL_MS = 5_000;

const livePath = (classId: string) => `/academics/class/${encodeURIComponent(classId)}/live/`;

const notFound = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 403);

/** The class's tiles; polled only while the stream is down. A class the teacher does not teach answers 404. */
export function useLessonTiles(classId: string, isStreamLive: boolean) {
  return useQuery({
    queryKey: lessonKeys.live(classId),
    queryFn: () => api<LessonTile[]>(livePath(classId)),
    refetchInterval: (q) => (isStreamLive || notFound(q.state.error) ? false : POLL_MS),
    retry: (count, e) => !notFound(e) && count < 2,
  });
}

/**
 * Opens the class's stream while mounted; each `tiles` event replaces the tiles in the query cache. The browser's
 * EventSource reconnects by itself after a dropped connection; after an error answer it stops, so we reopen.
 */
export function useLessonStream(classId: string): StreamStatus {
  const qc = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>("connecting");
  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(`/api${livePath(classId)}stream/`);
      source.onopen = () => setStatus("live");
      source.addEventListener("tiles", (e) => {
        const tiles = readTiles((e as MessageEvent<string>).data);
        if (tiles) qc.setQueryData(lessonKeys.live(classId), tiles);
        setStatus("live");
      });
      source.onerror = () => {
        setStatus("reconnecting");
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        reopen = setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [classId, qc]);
  return status;
}

function readTiles(data: string): LessonTile[] | null {
  try {
    const v: unknown = JSON.parse(data);
    return Array.isArray(v) ? (v as LessonTile[]) : null;
  } catch {
    return null;
  }
}

/** The teacher lowers a child's hand; the tile shows it at once, the stream confirms. */
export function useLowerHand(classId: string) {
  const qc = useQueryClient();
  const key = lessonKeys.live(classId);
  return useMutation({
    mutationFn: (studentId: string) =>
      api<unknown>(
        `/academics/class/${encodeURIComponent(classId)}/student/${encodeURIComponent(studentId)}/help-request/`,
        { method: "DELETE" },
      ),
    onSuccess: (_answer, studentId) =>
      qc.setQueryData<LessonTile[]>(key, (tiles) =>
        tiles?.map((t) => (t.studentId === studentId ? { ...t, handRaised: false } : t)),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

/**
 * The child's own hand. Read again every few seconds while it is up, so a hand the teacher lowered shows lowered
 * on the child's page too.
 */
export function useMyHand() {
  return useQuery({
    queryKey: lessonKeys.hand,
    queryFn: () => api<HelpRequestView>("/users/student/help-request/"),
    refetchInterval: (q) => (q.state.data?.handRaised ? POLL_MS : false),
    retry: false,
  });
}

/** Raises (`puzzleId`) or lowers (null) the child's hand; the answer is the hand as it now is. */
export function useSetMyHand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (puzzleId: string | null) =>
      puzzleId
        ? api<HelpRequestView>("/users/student/help-request/", { method: "POST", json: { puzzleId } })
        : api<HelpRequestView>("/users/student/help-request/", { method: "DELETE" }),
    onSuccess: (hand) => qc.setQueryData(lessonKeys.hand, hand),
  });
}
