"use client";

// A session that ends while a dashboard is open (sign-out elsewhere, password changed, 24 hours over, cookie
// gone) sends the user to their sign-in page, /login/{type} (SPEC §2), rather than to an error modal.
import { useSession } from "next-auth/react";
import { useEffect } from "react";
import { ApiError } from "@/lib/http/client";
import { STORAGE, loginPathFor } from "@/lib/auth/client-storage";
import type { Role } from "@/lib/auth/roles";

let ended: (() => void) | null = null;

/** A dashboard is open and will leave when the session ends (so its 401s need no error modal). */
export function isLeaving(): boolean {
  return ended !== null;
}

/** True when `error` means the session is gone; the open dashboard then leaves for its sign-in page. */
export function handleSessionEnded(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  ended?.();
  return ended !== null;
}

export function DashboardSessionGuard({ role }: { role: Role }) {
  const { status } = useSession();
  useEffect(() => {
    localStorage.setItem(STORAGE.userType, role);
    const leave = () => window.location.assign(loginPathFor(role));
    ended = leave;
    return () => {
      if (ended === leave) ended = null;
    };
  }, [role]);
  useEffect(() => {
    if (status === "unauthenticated") window.location.assign(loginPathFor(role));
  }, [status, role]);
  return null;
}
