"use client";

// React Query hooks over the parent API (SPEC §7 Parent; browser side, the cookie session authenticates
// `api()`). Types come from the server's serializers and services by `import type`.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import { parentKeys } from "./keys";
import type { ChildView } from "./serializers";
import type { DeleteChildResult } from "./children";
import type { FriendList, FriendRequestView } from "./friends";
import type { EffectiveLimits } from "@/lib/students/limits";
import type { createFamilyCode, getFamily } from "./family-codes";
import type { getChildBlockProgress, getChildProgress, getChildSkills } from "./progress";
import type { AddChildInput, ChildUpdate } from "./schemas";
import type { ChildDataSummary } from "./data-export";

export type FamilyView = Awaited<ReturnType<typeof getFamily>>;
export type FamilyCodeView = Awaited<ReturnType<typeof createFamilyCode>>;
export type { ChildView, DeleteChildResult, FriendList, FriendRequestView, EffectiveLimits };
export type ChildProgress = Awaited<ReturnType<typeof getChildProgress>>;
export type ChildUnits = Awaited<ReturnType<typeof getChildBlockProgress>>;
export type ChildSkills = Awaited<ReturnType<typeof getChildSkills>>;
export type { AddChildInput, ChildDataSummary };

export { parentKeys };

export function useChildren() {
  return useQuery({ queryKey: parentKeys.children, queryFn: () => api<ChildView[]>("/parent/child/") });
}

export function useChildProgress(id: string | undefined) {
  return useQuery({
    queryKey: parentKeys.progress(id ?? ""),
    queryFn: () => api<ChildProgress>(`/parent/child/${id}/progress/`),
    enabled: Boolean(id),
  });
}

export function useChildBlockProgress(id: string | undefined) {
  return useQuery({
    queryKey: parentKeys.units(id ?? ""),
    queryFn: () => api<ChildUnits>(`/parent/child/${id}/block-progress/`),
    enabled: Boolean(id),
  });
}

export function useChildSkills(id: string | undefined) {
  return useQuery({
    queryKey: parentKeys.skills(id ?? ""),
    queryFn: () => api<ChildSkills>(`/parent/child/${id}/block-skills/`),
    enabled: Boolean(id),
  });
}

/** What applies to the child after combining the parent's and the class's limits, and who set each. */
export function useEffectiveLimits(id: string | undefined) {
  return useQuery({
    queryKey: parentKeys.limits(id ?? ""),
    queryFn: () => api<EffectiveLimits & { student: string }>(`/users/student/${id}/screen-time/`),
    enabled: Boolean(id),
  });
}

export function useFriendList() {
  return useQuery({ queryKey: parentKeys.friends, queryFn: () => api<FriendList>("/parent/parent-friend-list/") });
}

/** Every write refreshes the children and the friend list (both show friends and limits). */
function useParentMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ["parent"] }) });
}

export function useAddChild() {
  return useParentMutation((input: AddChildInput) => api<ChildView>("/parent/child/", { method: "POST", json: input }));
}

export function useLinkChild() {
  return useParentMutation((code: string) => api<ChildView>("/parent/child/link/", { method: "POST", json: { code } }));
}

/** What deleting the child takes with it (the delete dialog's counts), read when the dialog opens. */
export function fetchChildDataSummary(id: string) {
  return api<ChildDataSummary>(`/parent/child/${id}/data-summary`);
}

/** The export's address: a plain link downloads it with the session cookie (a GET, itself audited). */
export function childExportHref(id: string, format: "json" | "csv"): string {
  return `/api/parent/child/${id}/export?format=${format}`;
}

export function useDeleteChild() {
  return useParentMutation((id: string) => api<DeleteChildResult>(`/parent/child/${id}`, { method: "DELETE" }));
}

/** PUT the child's name, birth date or experience (docs/decisions/193). */
export function useUpdateChild(id: string) {
  return useParentMutation((change: ChildUpdate) =>
    api<ChildView>(`/parent/child/${id}`, { method: "PUT", json: change }),
  );
}

export function useUpdateChildPassword() {
  return useParentMutation((input: { id: string; password: string; confirmPassword?: string }) =>
    api<{ detail: string }>(`/parent/child/${input.id}/update-password/`, {
      method: "PUT",
      json: { password: input.password, confirmPassword: input.confirmPassword },
    }),
  );
}

export function useSetTimeLimits() {
  return useParentMutation(
    (input: { id: string; timeLimits: { dayOfTheWeek: string; timeLimit: string | number }[] }) =>
      api<ChildView>(`/parent/child/time-limit/${input.id}/`, {
        method: "PUT",
        json: { timeLimits: input.timeLimits },
      }),
  );
}

export function useSetLevelThreshold() {
  return useParentMutation((input: { id: string; grade: string; level: string }) =>
    api<ChildView>(`/parent/child/level_thresholds_limit/child/${input.id}/`, {
      method: "POST",
      json: { grade: input.grade, level: input.level },
    }),
  );
}

export function useSendFriendRequest() {
  return useParentMutation((input: { student_username: string; username_or_email: string }) =>
    api<FriendRequestView>("/parent/child/friend-request/", { method: "POST", json: input }),
  );
}

export function useAnswerFriendRequest() {
  return useParentMutation((input: { id: string; accepted: boolean }) =>
    api<FriendRequestView>(`/parent/child/friend-request/${input.id}`, {
      method: "PUT",
      json: { accepted: input.accepted },
    }),
  );
}

// Teacher side of family links (docs/decisions/103): who is linked to a student, a new code, unlinking.
const familyPath = (classId: string, studentId: string) => `/academics/class/${classId}/student/${studentId}/family`;

export function useFamily(classId: string, studentId: string | undefined) {
  return useQuery({
    queryKey: parentKeys.family(classId, studentId ?? ""),
    queryFn: () => api<FamilyView>(familyPath(classId, studentId!)),
    enabled: Boolean(studentId),
  });
}

export function useCreateFamilyCode(classId: string, studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<FamilyCodeView>(familyPath(classId, studentId), { method: "POST" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: parentKeys.family(classId, studentId) }),
  });
}

export function useUnlinkParent(classId: string, studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (parentId: string) =>
      api<FamilyView>(`${familyPath(classId, studentId)}/${parentId}`, { method: "DELETE" }),
    onSuccess: (family) => qc.setQueryData(parentKeys.family(classId, studentId), family),
  });
}

/** POST /parent/consent/ {key}: the parent confirms a child under 13 (docs/decisions/104). */
export function useConfirmConsent() {
  return useParentMutation((key: string) => api<ChildView>("/parent/consent/", { method: "POST", json: { key } }));
}

/** The child's login-card PDF, opened as a link (the consent page after the parent's yes). */
export const childLoginCardHref = (childId: string) => `/api/parent/child/${childId}/login-card`;
