"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { getNote } from "./service";

export type NoteDto = Awaited<ReturnType<typeof getNote>>;

export function useNote() {
  return useQuery({ queryKey: ["note"], queryFn: () => api<NoteDto>("/academics/notes"), staleTime: 0 });
}

export function useSaveNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (html: string) => api<NoteDto>("/academics/notes", { method: "PUT", json: { text: html } }),
    onSuccess: (note) => qc.setQueryData(["note"], note),
  });
}
