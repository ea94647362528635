"use client";

// React Query hooks over one student's endpoints (SPEC §7: screen time, thresholds, comments, card, delete).
// Each write refreshes the class it belongs to, so the roster and the detail show the stored values.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import { keys, useRefresh, type Comment } from "@/lib/classes/queries";
import type { StudentView } from "@/lib/students/serializers";
import type { StudentEdit } from "@/lib/students/schemas";

const base = (classId: string, studentId: string) => `/academics/class/${classId}/student/${studentId}`;

export function useDeleteStudent(classId: string, studentId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api<null>(base(classId, studentId), { method: "DELETE" }),
    onSuccess: () => refresh(classId),
  });
}

/** PUT the student's name, username, e-mail or birth date (SPEC §7); the roster and the pane show the result. */
export function useUpdateStudent(classId: string, studentId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (student: StudentEdit) =>
      api<StudentView>(base(classId, studentId), { method: "PUT", json: { student } }),
    onSuccess: () => refresh(classId),
  });
}

export function useReissueCard(classId: string, studentId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      api<{ password: string }>(`/teachers/class/${classId}/student/${studentId}/reissue-card/`, { method: "POST" }),
    onSuccess: () => refresh(classId),
  });
}

/** PUT …/screen-time/{id}/ with "No Limit" or "HH:MM"; the server converts it by SPEC §5. */
export function useSaveScreenTime(classId: string, studentId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: string; timeLimit: string }) =>
      api<StudentView["timeLimits"][number]>(`${base(classId, studentId)}/screen-time/${v.id}/`, {
        method: "PUT",
        json: { timeLimit: v.timeLimit },
      }),
    onSuccess: () => refresh(classId),
  });
}

export function useSaveLevelThreshold(classId: string, studentId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { grade: string; level: string }) =>
      api<unknown>(`${base(classId, studentId)}/level-threshold/`, { method: "POST", json: v }),
    onSuccess: () => refresh(classId),
  });
}

function useCommentWrite<T>(studentId: string, fn: (input: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: keys.comments(studentId) }) });
}

export const useAddComment = (studentId: string) =>
  useCommentWrite(studentId, (text: string) =>
    api<Comment>(`/academics/comment/student/${studentId}`, { method: "POST", json: { text } }),
  );

export const useEditComment = (studentId: string) =>
  useCommentWrite(studentId, (v: { id: string; text: string }) =>
    api<Comment>(`/academics/comment/${v.id}`, { method: "PUT", json: { text: v.text } }),
  );

export const useDeleteComment = (studentId: string) =>
  useCommentWrite(studentId, (id: string) => api<null>(`/academics/comment/${id}`, { method: "DELETE" }));

/** DELETE the child's puzzle attempts (issue 27: the reset in the student pane); progress and skills follow. */
export function useResetPuzzleProgress(classId: string, studentId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      api<{ student: string; attemptsRemoved: number }>(`${base(classId, studentId)}/puzzle-progress`, {
        method: "DELETE",
      }),
    onSuccess: () => refresh(classId),
  });
}
