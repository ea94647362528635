"use client";

// React Query hooks for the curriculum API. Every call sends the browser's time zone so "today" in the
// SPEC §5 date rules is the teacher's day.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { z } from "zod";
import type { getStandards } from "@/lib/standards/service";
import type { assignmentSchema } from "./schemas";
import type { AssignmentView, LessonView, UnitView } from "./serializers";

export const zoneHeaders = () => ({ "x-time-zone": Intl.DateTimeFormat().resolvedOptions().timeZone });
const send = <T>(path: string, method: string, json?: unknown) =>
  api<T>(path, { method, json, headers: zoneHeaders() });

export type UnitDto = UnitView;
export type UnitInput = Omit<UnitDto, "id" | "status">;
export type LessonDto = LessonView;
export type AssignmentDto = AssignmentView;
/** What the assignment form sends: the schema's output (students as ids). */
export type AssignmentInput = z.output<typeof assignmentSchema>;
export type StandardsDto = ReturnType<typeof getStandards>;

const BASE = "/academics/curriculums";
const keys = {
  units: (classId: string) => ["units", classId] as const,
  lessons: (unitId: string) => ["lessons", unitId] as const,
  assignments: (unitId: string) => ["assignments", unitId] as const,
};

export function useUnits(classId: string | null) {
  return useQuery({
    queryKey: keys.units(classId ?? ""),
    queryFn: () => api<UnitDto[]>(`${BASE}/units/?class_model=${classId}`),
    enabled: Boolean(classId),
  });
}

export function useCreateUnits(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (units: UnitInput[]) => send<UnitDto[]>(`${BASE}/units/`, "POST", units),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.units(classId) }),
  });
}

export function useUpdateUnit(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & Partial<UnitInput>) =>
      send<UnitDto>(`${BASE}/units/${id}`, "PUT", body),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.units(classId) }),
  });
}

export function useDeleteUnit(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send<void>(`${BASE}/units/${id}`, "DELETE"),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.units(classId) }),
  });
}

export function useLessons(unitId: string) {
  return useQuery({
    queryKey: keys.lessons(unitId),
    queryFn: () => api<LessonDto[]>(`${BASE}/units/${unitId}/lessons`),
  });
}

export function useSaveLesson(unitId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id?: string; text: string }) =>
      id
        ? send<LessonDto>(`${BASE}/units/${unitId}/lessons/${id}/`, "PUT", { text })
        : send<LessonDto>(`${BASE}/units/${unitId}/lessons`, "POST", { text }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.lessons(unitId) }),
  });
}

export function useAssignments(unitId: string) {
  return useQuery({
    queryKey: keys.assignments(unitId),
    queryFn: () => api<AssignmentDto[]>(`${BASE}/units/${unitId}/assignments/`),
  });
}

export function useSaveAssignment(unitId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AssignmentInput & { id?: string }) =>
      id
        ? send<AssignmentDto>(`${BASE}/units/${unitId}/assignment/${id}`, "PUT", body)
        : send<AssignmentDto>(`${BASE}/units/${unitId}/assignment/`, "POST", body),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.assignments(unitId) }),
  });
}

export function useStandards(set: string, q: string) {
  return useQuery({
    queryKey: ["standards", set, q],
    queryFn: () => api<StandardsDto>(`${BASE}/standards/?set=${encodeURIComponent(set)}&q=${encodeURIComponent(q)}`),
    staleTime: 60 * 60_000,
  });
}
