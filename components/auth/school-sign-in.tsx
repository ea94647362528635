"use client";

// "Sign in with your school" (issue 42): the person types their school e-mail and the browser goes to
// /api/auth/school/start, which finds the school by the address's domain and sends them to its provider. A
// navigation, not a form post: the CSP's form-action 'self' would stop a form that redirects to the provider.
// SchoolSignInFinish takes the single-use ticket the callback put in the address's fragment to next-auth.
import { getSession, signIn } from "next-auth/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { ROLE_HOME, type Role } from "@/lib/auth/roles";
import { schoolStartHref } from "@/lib/school-sign-in/links";

export function SchoolEmailForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const [email, setEmail] = useState(defaultEmail);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const typed = email.trim();
    if (!typed.includes("@")) {
      setError("Type your school e-mail address, like name@school.org.");
      return;
    }
    setBusy(true);
    window.location.assign(schoolStartHref({ email: typed }));
  }
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate aria-label="Sign in with your school">
      <Field label="School e-mail" error={error ?? undefined}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          data-testid="school-email"
        />
      </Field>
      <Button type="submit" variant="secondary" disabled={busy} className="w-full">
        {busy ? "Opening your school's sign-in…" : "Sign in with your school"}
      </Button>
    </form>
  );
}

const TICKET_REFUSED = "This sign-in has expired or was already used. Please sign in with your school again.";

export function SchoolSignInFinish() {
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ticket = new URLSearchParams(window.location.hash.slice(1)).get("ticket") ?? "";
    // The ticket is spent once: keep it out of the history and of anything the page shares.
    window.history.replaceState(null, "", window.location.pathname);
    void signIn("school", { ticket, redirect: false }).then(async (res) => {
      if (!res?.ok || res.error) {
        setError(res?.error && res.error !== "CredentialsSignin" ? res.error : TICKET_REFUSED);
        return;
      }
      const session = await getSession();
      const role = (session?.user as { role?: Role } | undefined)?.role;
      window.location.replace(role ? ROLE_HOME[role] : "/");
    });
  }, []);
  return error ? (
    <div className="space-y-4">
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {error}
      </p>
      <a className="font-medium text-sprout-700 underline" href="/login/school">
        Sign in with your school
      </a>
    </div>
  ) : (
    <p aria-live="polite" className="text-slate-700">
      Signing you in…
    </p>
  );
}
