"use client";

// React Query hooks of the student's activity (issue 14). Attempts made while the connection is down wait in
// localStorage and are sent when it returns; each carries its id, so the server counts it once (docs/decisions/091).
import { useCallback, useEffect, useRef } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/http/client";
import type { AttemptView } from "./attempts";
import { activityKeys } from "./keys";
import type { StudentInfo } from "./home";
import type { TimeStatus } from "./rules";
import { HEARTBEAT_SECONDS } from "./rules";
import type { AttemptInput } from "./schemas";

export type { AttemptView, StudentInfo, TimeStatus };

export const STUDENT_INFO_FALLBACK = "Failed to fetch student info";
const PENDING_KEY = "sprout.pendingAttempts";

export { activityKeys };

/** SPEC §7 GET /users/student-info; SPEC §8: a failure reads 'Failed to fetch student info'. */
export function useStudentInfo() {
  return useQuery({
    queryKey: activityKeys.info,
    queryFn: async () => {
      try {
        return await api<StudentInfo>("/users/student-info");
      } catch {
        throw new Error(STUDENT_INFO_FALLBACK);
      }
    },
    retry: false,
  });
}

function readPending(): AttemptInput[] {
  try {
    const v = JSON.parse(localStorage.getItem(PENDING_KEY) ?? "[]");
    return Array.isArray(v) ? (v as AttemptInput[]) : [];
  } catch {
    return [];
  }
}

function writePending(list: AttemptInput[]) {
  localStorage.setItem(PENDING_KEY, JSON.stringify(list.slice(-50)));
}

const postAttempt = (a: AttemptInput) =>
  api<AttemptView>("/users/student/puzzle-attempts", { method: "POST", json: a });

/** Asked to slow down (429, lib/http/limits.ts ATTEMPT_RATE): the attempt is kept and sent again later. */
const isPaced = (e: unknown): e is ApiError => e instanceof ApiError && e.status === 429;

let flushTimer: ReturnType<typeof setTimeout> | undefined;
/** Sends the waiting attempts again once the server's Retry-After has passed. */
function flushLater(e: ApiError) {
  if (flushTimer) return;
  flushTimer = setTimeout(
    () => {
      flushTimer = undefined;
      void flushPendingAttempts();
    },
    (e.retryAfter ?? 2) * 1000 + 250,
  );
}

/**
 * Sends waiting attempts; one the server refuses (4xx) is dropped, a network failure keeps it for later, and a
 * 429 keeps it (and the rest) until its Retry-After has passed: a solved run is never lost.
 */
export async function flushPendingAttempts(): Promise<number> {
  let sent = 0;
  for (const a of readPending()) {
    try {
      await postAttempt(a);
      sent++;
    } catch (e) {
      if (isPaced(e)) flushLater(e);
      if (!(e instanceof ApiError) || e.status >= 500 || isPaced(e)) break;
    }
    writePending(readPending().filter((p) => p.id !== a.id));
  }
  return sent;
}

/**
 * The server's judgement, or why the attempt was kept to be sent later (the page shows the browser's own
 * verdict, the same interpreter's): "offline" until the connection returns, "paced" for a moment (429).
 */
export type AttemptOutcome = AttemptView | "offline" | "paced";

/** One attempt: sent now, or kept for when the connection returns. */
export function useSendAttempt() {
  useEffect(() => {
    const flush = () => void flushPendingAttempts();
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, []);
  return useMutation({
    // React Query pauses mutations while offline; this one keeps the attempt itself and answers at once.
    networkMode: "always",
    mutationFn: async (a: Omit<AttemptInput, "id">): Promise<AttemptOutcome> => {
      const attempt = { ...a, id: crypto.randomUUID() } as AttemptInput;
      writePending([...readPending(), attempt]);
      try {
        const result = await postAttempt(attempt);
        writePending(readPending().filter((p) => p.id !== attempt.id));
        return result;
      } catch (e) {
        if (isPaced(e)) {
          flushLater(e);
          return "paced";
        }
        if (e instanceof ApiError) {
          writePending(readPending().filter((p) => p.id !== attempt.id));
          throw e;
        }
        return "offline";
      }
    },
  });
}

/**
 * Beats every 30 s while the page is visible; `onStatus` gets today's time after each beat. `puzzleId` tells the
 * teacher's lesson view which puzzle the child has open (issue 39).
 */
export function useHeartbeat(onStatus: (s: TimeStatus) => void, puzzleId?: string) {
  const cb = useRef(onStatus);
  useEffect(() => {
    cb.current = onStatus;
  }, [onStatus]);
  const beat = useCallback(async () => {
    if (document.visibilityState !== "visible") return;
    try {
      cb.current(
        await api<TimeStatus>("/users/student/heartbeat", {
          method: "POST",
          ...(puzzleId ? { json: { puzzleId } } : {}),
        }),
      );
    } catch {
      // Offline: the time is counted from the next beat that arrives.
    }
  }, [puzzleId]);
  useEffect(() => {
    void beat();
    const t = window.setInterval(() => void beat(), HEARTBEAT_SECONDS * 1000);
    return () => window.clearInterval(t);
  }, [beat]);
}

/**
 * Keeps the program a child is building on the server (issue 23, docs/decisions/218): at each run, at the time
 * warnings and when time is up. A failure is silent: the editor still holds the program.
 */
export function useSaveDraft(puzzleId: string) {
  return useMutation({
    mutationFn: (program: unknown) =>
      api<void>(`/users/student/puzzle-drafts/${encodeURIComponent(puzzleId)}`, {
        method: "PUT",
        json: { program },
        keepalive: true,
      }),
  });
}
