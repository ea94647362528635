"use client";

import { signOut, useSession } from "next-auth/react";
import { useEffect } from "react";

/** Forces sign-in once the 24-hour session is over, even if the tab stayed open. */
export function SessionWatch() {
  const { data } = useSession();
  const expiresAt = (data as { sessionExpiresAt?: number } | null)?.sessionExpiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const ms = expiresAt - Date.now();
    const end = () => void signOut({ callbackUrl: "/login" });
    if (ms <= 0) {
      end();
      return;
    }
    const timer = setTimeout(end, Math.min(ms, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return null;
}
