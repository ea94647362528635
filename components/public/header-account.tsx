"use client";

// The public header's account corner: "My dashboard" when signed in, else Sign in / Sign up.
import { useSession } from "next-auth/react";
import { LinkButton } from "@/components/ui/button";
import { ROLE_HOME, type Role } from "@/lib/auth/roles";

export function HeaderAccount() {
  const { data, status } = useSession();
  const role = (data?.user as { role?: Role | null } | undefined)?.role;
  if (status === "authenticated" && role) {
    return (
      <div className="ml-auto flex gap-2">
        <LinkButton href={ROLE_HOME[role]}>My dashboard</LinkButton>
      </div>
    );
  }
  return (
    <div className="ml-auto flex gap-2">
      <LinkButton href="/login" variant="ghost" className="no-underline">
        Sign in
      </LinkButton>
      <LinkButton href="/signup">Sign up</LinkButton>
    </div>
  );
}
