"use client";

// The Google Classroom routes for the page (issue 42): one hook per endpoint over the shared fetch client.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import { keys } from "@/lib/classes/keys";
import type { ClassroomCourseView, ClassroomImportResult, ClassroomLink, ClassroomSyncResult } from "./wire";

export type { ClassroomCourseView, ClassroomImportResult, ClassroomLink, ClassroomSyncResult };

export const useClassroomCourses = () =>
  useMutation({
    mutationFn: (accessToken: string) =>
      api<{ courses: ClassroomCourseView[] }>("/academics/classroom/courses/", {
        method: "POST",
        json: { accessToken },
      }),
  });

export function useImportClassroomCourses() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { accessToken: string; courseIds: string[] }) =>
      api<ClassroomImportResult>("/academics/classroom/import/", { method: "POST", json: v }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.classes }),
  });
}

const linkKey = (classId: string) => [...keys.students(classId), "classroom"] as const;

export const useClassroomLink = (classId: string) =>
  useQuery({
    queryKey: linkKey(classId),
    queryFn: () => api<ClassroomLink>(`/academics/class/${classId}/classroom/`),
  });

export function useSyncClassroom(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (accessToken: string) =>
      api<ClassroomSyncResult>(`/academics/class/${classId}/classroom/`, { method: "POST", json: { accessToken } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["classes"] }),
  });
}
