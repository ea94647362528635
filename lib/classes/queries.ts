"use client";

// React Query hooks over the classroom API (browser side; the cookie session authenticates `api()`).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { ClassView, CreateClassResult } from "./service";
import type { StudentView } from "@/lib/students/serializers";
import type { ImportJobView, ImportPreview } from "@/lib/students/import";
import type { InvitationView } from "./invitations";

export type { ClassView, StudentView, ImportPreview, ImportJobView, InvitationView };
export type ImportResult = { job: ImportJobView | null; students: StudentView[]; imported?: number };
export type Comment = { id: string; text: string; isMine: boolean; author: { name: string }; createdAt: string };
export type Progress = { current: { title: string; level: number; progress: number } | null; topic: { unit: string; title: string; level: number; progress: number }[] };
export type ProgressSummary = { students: { id: string; fullName: string; progress: number; current: Progress["current"] }[]; averageProgress: number; activeStudents: number };

export const keys = {
  classes: ["classes"] as const,
  invitations: ["class-invitations"] as const,
  students: (classId: string) => ["classes", classId, "students"] as const,
  student: (classId: string, id: string) => ["classes", classId, "students", id] as const,
  comments: (studentId: string) => ["comments", studentId] as const,
  summary: (classId: string) => ["classes", classId, "summary"] as const,
  progress: (classId: string, id: string) => ["classes", classId, "students", id, "progress"] as const,
};

export function useClasses() {
  return useQuery({ queryKey: keys.classes, queryFn: () => api<ClassView[]>("/academics/class") });
}

export function useStudents(classId: string | undefined) {
  return useQuery({ queryKey: keys.students(classId ?? ""), queryFn: () => api<StudentView[]>(`/academics/class/${classId}/student`), enabled: Boolean(classId) });
}

export function useProgressSummary(classId: string | undefined) {
  return useQuery({ queryKey: keys.summary(classId ?? ""), queryFn: () => api<ProgressSummary>(`/academics/class/${classId}/progress-summary`), enabled: Boolean(classId) });
}

export function useStudentProgress(classId: string, studentId: string | undefined) {
  return useQuery({
    queryKey: keys.progress(classId, studentId ?? ""),
    queryFn: () => api<Progress>(`/academics/class/${classId}/student/${studentId}/progress`),
    enabled: Boolean(studentId),
  });
}

export function useComments(studentId: string | undefined) {
  return useQuery({ queryKey: keys.comments(studentId ?? ""), queryFn: () => api<Comment[]>(`/academics/comment/student/${studentId}`), enabled: Boolean(studentId) });
}

/** Invalidate everything under a class after a write. */
function useRefresh() {
  const qc = useQueryClient();
  return (classId?: string) => qc.invalidateQueries({ queryKey: classId ? ["classes", classId] : keys.classes });
}

export function useInvitations() {
  return useQuery({ queryKey: keys.invitations, queryFn: () => api<InvitationView[]>("/academics/class/invitations") });
}

export function useAnswerInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) => api(`/academics/class/invitations/${id}`, { method: "PUT", json: { accept } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: keys.invitations }), qc.invalidateQueries({ queryKey: keys.classes })]),
  });
}

export function useCreateClass() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { json?: unknown; form?: FormData }) =>
      api<CreateClassResult | ImportPreview>("/academics/class/", input.form ? { method: "POST", body: input.form } : { method: "POST", json: input.json }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteClass() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => api<null>(`/academics/class/${id}`, { method: "DELETE" }), onSuccess: () => refresh() });
}

export function useAddStudent(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (student: unknown) => api<StudentView>(`/academics/class/${classId}/student`, { method: "POST", json: { student } }),
    onSuccess: () => refresh(classId),
  });
}

export function useImportFile(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun?: boolean }) => {
      const form = new FormData();
      form.append("file", file);
      if (dryRun) form.append("dryRun", "true");
      return api<ImportResult | ImportPreview>(`/academics/class/${classId}/student/file`, { method: "POST", body: form });
    },
    onSuccess: (_d, v) => (v.dryRun ? undefined : refresh(classId)),
  });
}

export function fetchImportJob(classId: string, jobId: string) {
  return api<ImportJobView>(`/academics/class/${classId}/student/file/${jobId}`);
}

export function useStudentMutation<T>(classId: string, fn: (input: T) => Promise<unknown>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: fn, onSuccess: () => refresh(classId) });
}

export function useCommentMutation<T>(studentId: string, fn: (input: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: keys.comments(studentId) }) });
}

export async function generateUsername(firstName: string, lastName: string): Promise<string> {
  const q = new URLSearchParams({ firstName, lastName });
  return (await api<{ username: string }>(`/academics/teacher/username?${q}`)).username;
}
