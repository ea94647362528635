"use client";

import { signOut } from "next-auth/react";
import { Button } from "@/components/ui/button";

/** Ends the session on the server (next-auth signOut → session row revoked) and goes to /login. */
export function LogoutButton() {
  return (
    <Button variant="secondary" size="sm" onClick={() => void signOut({ callbackUrl: "/login" })}>
      Log out
    </Button>
  );
}
