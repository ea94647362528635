"use client";

// React Query hooks over a child's work and the teacher's notes (issue 39): the teacher's and the parent's read of
// the stored programs, the teacher's notes on a child's puzzle, and the child's own notes. Shapes: ./wire.ts.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { PuzzleFeedbackView, WorkPuzzle } from "./wire";

export const workKeys = {
  classWork: (classId: string, studentId: string) => ["work", "class", classId, studentId] as const,
  childWork: (childId: string) => ["work", "child", childId] as const,
  notes: (classId: string, studentId: string) => ["feedback", "class", classId, studentId] as const,
  myNotes: ["feedback", "mine"] as const,
};

const studentPath = (classId: string, studentId: string) => `/academics/class/${classId}/student/${studentId}`;

/** Every puzzle a child of the class tried, the last tried first, with its runs and programs. */
export function useClassWork(classId: string, studentId: string) {
  return useQuery({
    queryKey: workKeys.classWork(classId, studentId),
    queryFn: () => api<WorkPuzzle[]>(`${studentPath(classId, studentId)}/attempts/`),
    enabled: Boolean(classId && studentId),
  });
}

/** The same for a parent's own child. */
export function useChildWork(childId: string) {
  return useQuery({
    queryKey: workKeys.childWork(childId),
    queryFn: () => api<WorkPuzzle[]>(`/parent/child/${childId}/attempts/`),
    enabled: Boolean(childId),
  });
}

/** The class's teachers' notes on this child, newest first. */
export function useStudentNotes(classId: string, studentId: string) {
  return useQuery({
    queryKey: workKeys.notes(classId, studentId),
    queryFn: () => api<PuzzleFeedbackView[]>(`${studentPath(classId, studentId)}/feedback/`),
    enabled: Boolean(classId && studentId),
  });
}

export function useWriteNote(classId: string, studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (note: { puzzleId: string; text: string }) =>
      api<PuzzleFeedbackView>(`${studentPath(classId, studentId)}/feedback/`, { method: "POST", json: note }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workKeys.notes(classId, studentId) }),
  });
}

/** How often an open puzzle page looks for a new note: the heartbeat's pace, so a note written during the lesson
 * reaches the child within half a minute without a reload. */
export const NOTES_POLL_MS = 30_000;

/**
 * The signed-in child's notes from their teachers, newest first (all of them: the list is short). `live` keeps
 * reading them while the page is open (the puzzle page); home reads them once.
 */
export function useMyNotes({ live = false }: { live?: boolean } = {}) {
  return useQuery({
    queryKey: workKeys.myNotes,
    queryFn: () => api<PuzzleFeedbackView[]>("/users/student/feedback/"),
    refetchInterval: live ? NOTES_POLL_MS : false,
  });
}
