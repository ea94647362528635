"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { getSession, signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Button, Field } from "@/components/ui/field";
import { ROLE_HOME, type Role } from "@/lib/auth/roles";

export function LoginForm({ role }: { role: Role }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const form = new FormData(e.currentTarget);
    const result = await signIn("credentials", {
      identifier: String(form.get("identifier") ?? ""),
      password: String(form.get("password") ?? ""),
      role,
      redirect: false,
    });
    if (!result || result.error) {
      setBusy(false);
      setError(result?.error && result.error !== "CredentialsSignin" ? result.error : "Unable to log in with provided credentials.");
      return;
    }
    const session = await getSession();
    const landed = ((session?.user as { role?: Role } | undefined)?.role ?? role) as Role;
    router.push(ROLE_HOME[landed]);
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error && (
        <p role="alert" data-testid="form-error" className="rounded-lg bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
      <Field label={role === "student" ? "Username" : "Email or username"} name="identifier" autoComplete="username" required />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required />
      <Button type="submit" disabled={busy} className="w-full rounded-lg bg-sprout-600 px-4 py-2 font-medium text-white hover:bg-sprout-700 disabled:opacity-60">
        {busy ? "Signing in…" : "Sign in"}
      </Button>
      <p className="text-sm text-slate-700">
        New to Sprout?{" "}
        <Link className="font-medium text-sprout-700 underline" href={role === "student" ? "/signup" : `/signup/${role}`}>
          Create an account
        </Link>
      </p>
    </form>
  );
}
