"use client";

import { signOut } from "next-auth/react";

/** Ends the session on the server (next-auth signOut → session row revoked) and goes to /login. */
export function LogoutButton() {
  return (
    <button
      type="button"
      onClick={() => void signOut({ callbackUrl: "/login" })}
      className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
    >
      Log out
    </button>
  );
}
