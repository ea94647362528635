"use client";

// React Query hooks over the school sign-in's settings (issue 42): GET, PUT and DELETE
// /organization/{id}/sign-in/. The wire shape comes from ./wire by `import type`.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { z } from "zod";
import type { signInConfigSchema } from "./schemas";
import type { SignInConfigView } from "./wire";

export type { SignInConfigView };
export type SignInConfigBody = z.input<typeof signInConfigSchema>;

const key = (organizationId: string) => ["organizations", organizationId, "sign-in"] as const;

export function useSignInConfig(organizationId: string) {
  return useQuery({
    queryKey: key(organizationId),
    queryFn: () => api<SignInConfigView>(`/organization/${organizationId}/sign-in/`),
  });
}

export function useSaveSignInConfig(organizationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInConfigBody) =>
      api<SignInConfigView>(`/organization/${organizationId}/sign-in/`, { method: "PUT", json: body }),
    onSuccess: (view) => qc.setQueryData(key(organizationId), view),
  });
}

export function useDeleteSignInConfig(organizationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<SignInConfigView>(`/organization/${organizationId}/sign-in/`, { method: "DELETE" }),
    onSuccess: (view) => qc.setQueryData(key(organizationId), view),
  });
}
