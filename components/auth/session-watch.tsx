"use client";

import { signOut, useSession } from "next-auth/react";
import { useEffect } from "react";
import { loginPathFor } from "@/lib/auth/client-storage";

/** Forces sign-in once the 24-hour session is over, even if the tab stayed open. */
export function SessionWatch() {
  const { data } = useSession();
  const expiresAt = (data as { sessionExpiresAt?: number } | null)?.sessionExpiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const ms = expiresAt - Date.now();
    const role = (data?.user as { role?: string | null } | undefined)?.role;
    const end = () => void signOut({ callbackUrl: loginPathFor(role) });
    if (ms <= 0) {
      end();
      return;
    }
    const timer = setTimeout(end, Math.min(ms, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt, data]);
  return null;
}
