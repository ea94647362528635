"use client";

// React Query hooks over the classroom API (browser side; the cookie session authenticates `api()`).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import { keys } from "./keys";
import type { ClassView, CreateClassResult, TeacherProfile } from "./service";
import type { CardChoice } from "@/lib/cards/service";
import type { ClassUpdate } from "./schemas";
import type { StudentView } from "@/lib/students/serializers";
import type { ImportJobView } from "@/lib/students/import";
import type { ImportPreview } from "@/lib/students/import-preview";
import type { ImportFileResult } from "@/lib/students/service";
import type { InvitationView } from "./invitations";
import type { ArchivedClassView, eraseClass } from "./archive";
import type { listComments } from "@/lib/students/comments";
import type { getProgressSummary, getStudentProgress } from "@/lib/progress/service";
import type { Weekday } from "@/lib/vocabulary";

export type {
  ClassView,
  CreateClassResult,
  StudentView,
  ImportPreview,
  ImportJobView,
  InvitationView,
  ArchivedClassView,
  TeacherProfile,
  CardChoice,
};
export type EraseResult = Pick<Awaited<ReturnType<typeof eraseClass>>, "id" | "deletedStudents">;
export type ImportResult = Exclude<ImportFileResult, ImportPreview>;
export type Comment = Awaited<ReturnType<typeof listComments>>[number];
export type Progress = Awaited<ReturnType<typeof getStudentProgress>>;
export type ProgressSummary = Awaited<ReturnType<typeof getProgressSummary>>;

export { keys };

export function useClasses() {
  return useQuery({ queryKey: keys.classes, queryFn: () => api<ClassView[]>("/academics/class") });
}

export function useStudents(classId: string | undefined) {
  return useQuery({
    queryKey: keys.students(classId ?? ""),
    queryFn: () => api<StudentView[]>(`/academics/class/${classId}/student`),
    enabled: Boolean(classId),
  });
}

export function useProgressSummary(classId: string | undefined) {
  return useQuery({
    queryKey: keys.summary(classId ?? ""),
    queryFn: () => api<ProgressSummary>(`/academics/class/${classId}/progress-summary`),
    enabled: Boolean(classId),
  });
}

export function useStudentProgress(classId: string, studentId: string | undefined) {
  return useQuery({
    queryKey: keys.progress(classId, studentId ?? ""),
    queryFn: () => api<Progress>(`/academics/class/${classId}/student/${studentId}/progress`),
    enabled: Boolean(studentId),
  });
}

export function useComments(studentId: string | undefined) {
  return useQuery({
    queryKey: keys.comments(studentId ?? ""),
    queryFn: () => api<Comment[]>(`/academics/comment/student/${studentId}`),
    enabled: Boolean(studentId),
  });
}

/** Invalidate everything under a class after a write. */
export function useRefresh() {
  const qc = useQueryClient();
  return (classId?: string) => qc.invalidateQueries({ queryKey: classId ? ["classes", classId] : keys.classes });
}

export function useInvitations() {
  return useQuery({ queryKey: keys.invitations, queryFn: () => api<InvitationView[]>("/academics/class/invitations") });
}

export function useAnswerInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      api(`/academics/class/invitations/${id}`, { method: "PUT", json: { accept } }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.invitations }),
        qc.invalidateQueries({ queryKey: keys.classes }),
      ]),
  });
}

export function useCreateClass() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { json?: unknown; form?: FormData }) =>
      api<CreateClassResult | ImportPreview>(
        "/academics/class/",
        input.form ? { method: "POST", body: input.form } : { method: "POST", json: input.json },
      ),
    onSuccess: () => refresh(),
  });
}

/** PATCH the class's settings (name, colour, …; co-teachers for its owner: docs/decisions/192). */
export function useUpdateClass(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (change: ClassUpdate) =>
      api<ClassView>(`/academics/class/${classId}`, { method: "PATCH", json: change }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteClass() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/academics/class/${id}`, { method: "DELETE" }),
    onSuccess: () => refresh(),
  });
}

/** The owner's archived classes, restorable within 30 days (docs/decisions/185). */
export function useArchivedClasses() {
  return useQuery({
    queryKey: keys.archived,
    queryFn: () => api<ArchivedClassView[]>("/academics/class/archived"),
  });
}

export function useRestoreClass() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api<ClassView>(`/academics/class/archived/${id}/restore`, { method: "POST" }),
    onSuccess: () => refresh(),
  });
}

/** Deletes a class and its students' accounts now; the typed class name confirms it. */
export function useEraseClass() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, confirmClassName }: { id: string; confirmClassName: string }) =>
      api<EraseResult>(`/academics/class/${id}/erase`, { method: "POST", json: { confirmClassName } }),
    onSuccess: () => refresh(),
  });
}

export function useAddStudent(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (student: unknown) =>
      api<StudentView>(`/academics/class/${classId}/student`, { method: "POST", json: { student } }),
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
      return api<ImportFileResult>(`/academics/class/${classId}/student/file`, {
        method: "POST",
        body: form,
      });
    },
    onSuccess: (_d, v) => (v.dryRun ? undefined : refresh(classId)),
  });
}

/** An import job's progress: under its class, or (a Class & File job that has not made its class yet) its creator's. */
export function fetchImportJob(job: { id: string; classId?: string | null }) {
  return api<ImportJobView>(
    job.classId ? `/academics/class/${job.classId}/student/file/${job.id}` : `/academics/class/file/${job.id}/`,
  );
}

/** PATCH /academics/class/{id}/screentime/: one week for every student of the class. */
export function useSaveClassScreenTime(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (timeLimits: { dayOfTheWeek: Weekday; timeLimit: string }[]) =>
      api<unknown>(`/academics/class/${classId}/screentime/`, { method: "PATCH", json: { timeLimits } }),
    onSuccess: () => refresh(classId),
  });
}

/** PATCH /academics/class/{id}/levelthreshold/: one grade's level for every student of the class. */
export function useSaveClassLevelThreshold(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (t: { grade: string; level: string }) =>
      api<unknown>(`/academics/class/${classId}/levelthreshold/`, { method: "PATCH", json: { levelThresholds: [t] } }),
    onSuccess: () => refresh(classId),
  });
}

/** The login-card PDF of a class or one student; `null` when the session is gone (SPEC §8: a silent stop). */
/** The teacher's own profile (GET /academics/teacher), with the address login cards print. */
export const teacherProfileQuery = {
  queryKey: keys.teacher,
  queryFn: () => api<TeacherProfile>("/academics/teacher"),
  staleTime: 5 * 60_000,
};

export async function fetchLoginCards(classId: string, opts: CardChoice): Promise<Blob | null> {
  const q = new URLSearchParams();
  if (opts.paper) q.set("paper", opts.paper);
  if (opts.studentId) q.set("studentId", opts.studentId);
  if (opts.studentIds?.length) q.set("studentIds", opts.studentIds.join(","));
  const res = await fetch(`/api/teachers/class/${classId}/print-student-logins?${q}`, { credentials: "same-origin" });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(String(res.status));
  return res.blob();
}

export async function generateUsername(firstName: string, lastName: string): Promise<string> {
  const q = new URLSearchParams({ firstName, lastName });
  return (await api<{ username: string }>(`/academics/teacher/username?${q}`)).username;
}
