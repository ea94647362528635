"use client";

// React Query hooks over the account endpoints (SPEC §7 Auth, plus Sprout's password reset and change:
// docs/decisions/080-password-reset-and-change.md). No component holds one of these URLs.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";

import type { confirmEmail } from "./email-confirmation";
import type { pendingEmailChange, requestEmailChange } from "./email-change";
import type { changePassword, confirmPasswordReset, requestPasswordReset } from "./password-reset";
import type { registerUser } from "./register";
import type { joinWithExistingAccount, joinWithNewAccount } from "./invitation-join";
import type { checkSignupStep } from "./signup-check";
import type { PublicUser } from "@/lib/auth/serializers";
import type { EmailChangeInput, InvitationAcceptInput, InvitationJoinInput, ProfileInput } from "./schemas";

const PROFILE_KEY = ["profile"] as const;

/** The signed-in adult's own account (GET /auth/user), for the profile page. */
export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => api<PublicUser>("/auth/user/") });
}

/** PUT /auth/user: names, school, country; an account type adds that role (SPEC §4). */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileInput) => api<PublicUser>("/auth/user/", { method: "PUT", json: change }),
    onSuccess: (user) => qc.setQueryData(PROFILE_KEY, user),
  });
}

const PENDING_EMAIL_KEY = ["profile", "pending-email"] as const;
export type PendingEmail = Awaited<ReturnType<typeof pendingEmailChange>>;
export type EmailChangeAnswer = Awaited<ReturnType<typeof requestEmailChange>>;

/** The new address waiting for its confirmation link (GET /auth/user/email), docs/decisions/201. */
export function usePendingEmail() {
  return useQuery({ queryKey: PENDING_EMAIL_KEY, queryFn: () => api<PendingEmail>("/auth/user/email") });
}

/** POST /auth/user/email: mails a link to the new address; the account keeps the old one until it is opened. */
export function useChangeEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailChangeInput) =>
      api<EmailChangeAnswer>("/auth/user/email", { method: "POST", json: input }),
    onSuccess: (answer) => qc.setQueryData(PENDING_EMAIL_KEY, { pendingEmail: answer.pendingEmail }),
  });
}

/** The sentence a public account endpoint answers with ({ detail }), as the services return it. */
type Detail = Awaited<ReturnType<typeof registerUser>>;

export function useRegister() {
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) =>
      api<Detail>("/auth/registration/", { method: "POST", json: payload }),
  });
}

/** Checks one step of the sign-up wizard without creating anything (the same rules as registration). */
export function useCheckSignupStep() {
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) =>
      api<Awaited<ReturnType<typeof checkSignupStep>>>("/auth/registration/check/", { method: "POST", json: payload }),
  });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (key: string) =>
      api<Awaited<ReturnType<typeof confirmEmail>>>("/auth/confirm-email/", { method: "POST", json: { key } }),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) => api<Detail>("/auth/registration/resend-email/", { method: "POST", json: { email } }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api<Awaited<ReturnType<typeof requestPasswordReset>>>("/auth/password/reset/", {
        method: "POST",
        json: { email },
      }),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword1: string; newPassword2: string }) =>
      api<Awaited<ReturnType<typeof confirmPasswordReset>>>("/auth/password/reset/confirm/", {
        method: "POST",
        json: body,
      }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword1: string; newPassword2: string }) =>
      api<Awaited<ReturnType<typeof changePassword>>>("/auth/password/change/", { method: "POST", json: body }),
  });
}

/** POST /auth/invitation/join: a new account from an invitation's link, joined to its organization. */
export function useJoinFromInvitation() {
  return useMutation({
    mutationFn: (body: InvitationJoinInput) =>
      api<Awaited<ReturnType<typeof joinWithNewAccount>>>("/auth/invitation/join/", { method: "POST", json: body }),
  });
}

/** POST /auth/invitation/accept: the invited address's existing account accepts with its password. */
export function useAcceptInvitationWithPassword() {
  return useMutation({
    mutationFn: (body: InvitationAcceptInput) =>
      api<Awaited<ReturnType<typeof joinWithExistingAccount>>>("/auth/invitation/accept/", {
        method: "POST",
        json: body,
      }),
  });
}
