"use client";

// The page an organization's mailed invitation opens (issue 42, docs/decisions/133): one form. A new person gives
// their name and a password; someone whose address has an account gives its password. The server makes the account
// (or accepts with it) and the membership in one transaction; then the browser signs in and lands on the dashboard.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox, Field, Input } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { useAcceptInvitationWithPassword, useJoinFromInvitation } from "@/lib/accounts/queries";
import type { invitationLinkSchema } from "@/lib/accounts/wire";
import { ROLE_HOME } from "@/lib/auth/roles";
import { STORAGE } from "@/lib/auth/client-storage";

type Pending = Extract<z.output<typeof invitationLinkSchema>, { state: "pending" }>;

const LABELS: Record<string, string> = {
  firstname: "First name",
  lastname: "Last name",
  password1: "Password",
  password2: "Confirm password",
  password: "Password",
  invitation: "Invitation",
  email: "Email",
};

export function InvitationJoin({ token, link }: { token: string; link: Pending }) {
  const router = useRouter();
  const busy = useBusy(LABELS);
  const join = useJoinFromInvitation();
  const accept = useAcceptInvitationWithPassword();
  const [terms, setTerms] = useState(false);
  const [signInFailed, setSignInFailed] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "");
    const password = link.hasAccount ? field("password") : field("password1");
    const done = await busy(link.hasAccount ? "Signing in…" : "Creating your account…", () =>
      link.hasAccount
        ? accept.mutateAsync({ invitation: token, password })
        : join.mutateAsync({
            invitation: token,
            firstname: field("firstname"),
            ...(field("lastname").trim() ? { lastname: field("lastname") } : {}), // SPEC §5: only if filled
            password1: password,
            password2: field("password2"),
            terms,
          }),
    );
    if (!done) return;
    // The invitation is accepted; now the web session, with the same password.
    const signedIn = await busy("Signing in…", async () =>
      signIn("credentials", { identifier: done.email, password, role: done.kind, redirect: false }),
    );
    if (!signedIn || signedIn.error) return setSignInFailed(done.detail);
    sessionStorage.setItem(STORAGE.welcomeNotice, done.detail);
    router.push(ROLE_HOME[done.kind]);
    router.refresh();
  }

  if (signInFailed) {
    return (
      <div className="space-y-4" data-testid="invitation-joined">
        <p role="status">{signInFailed} Please sign in.</p>
        <Link className="font-medium text-sprout-700 underline" href={`/login/${link.kind}`}>
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate data-testid="invitation-join">
      <p className="rounded-lg bg-sprout-50 p-3 text-sm text-slate-800">
        {link.hasAccount
          ? `You already have a Sprout account for ${link.email}. Sign in with its password to join ${link.organizationName}.`
          : `${link.organizationName} invited ${link.email}${link.roleName ? ` as ${link.roleName}` : ""}. Tell us your name and choose a password.`}
      </p>
      <Field label="Email">
        <Input type="email" name="email" value={link.email} readOnly autoComplete="username" />
      </Field>
      {link.hasAccount ? (
        <Field label="Password">
          <Input type="password" name="password" autoComplete="current-password" required />
        </Field>
      ) : (
        <>
          <Field label="First name">
            <Input name="firstname" autoComplete="given-name" required />
          </Field>
          <Field label="Last name (optional)">
            <Input name="lastname" autoComplete="family-name" />
          </Field>
          <Field label="Password" hint="At least 8 characters, not only numbers.">
            <Input type="password" name="password1" autoComplete="new-password" required />
          </Field>
          <Field label="Confirm password">
            <Input type="password" name="password2" autoComplete="new-password" required />
          </Field>
          <Checkbox
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
            label={
              <>
                I accept the{" "}
                <Link href="/privacy-policy" className="text-sprout-700 underline">
                  terms and privacy policy
                </Link>
                .
              </>
            }
          />
        </>
      )}
      <Button type="submit" className="w-full">
        {link.hasAccount ? `Sign in and join` : `Join ${link.organizationName}`}
      </Button>
      {link.hasAccount && (
        <p className="text-sm text-slate-700">
          Forgot it?{" "}
          <Link className="font-medium text-sprout-700 underline" href={`/change-password?type=${link.kind}`}>
            Reset your password
          </Link>
          , then open this link again.
        </p>
      )}
    </form>
  );
}
