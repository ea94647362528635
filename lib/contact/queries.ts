"use client";

// The institution inquiry (SPEC §7 Other: POST /contact/institution/, no sign-in).
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/http/client";

export function useSendInquiry() {
  return useMutation({
    mutationFn: (body: Record<string, string>) =>
      api<{ detail: string }>("/contact/institution/", { method: "POST", json: body }),
  });
}
