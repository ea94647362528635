"use client";

// Sign-in for every role: "Forgot password?" leads to /change-password; an unconfirmed e-mail can ask for
// its confirmation link again from here. Adults may "Continue with Google" when the server is connected to Google
// (docs/decisions/200): a new Google account gets a Sprout account with this role; an account without the role is
// asked before the role is added (SPEC §4).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { getSession, signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { errorLines } from "@/lib/http/error-lines";
import { useResendConfirmation } from "@/lib/accounts/queries";
import { GOOGLE_CONFIRM_ROLE } from "@/lib/accounts/schemas";
import { ROLE_HOME, type Role } from "@/lib/auth/roles";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { safeNextPath } from "@/lib/auth/client-storage";
import { requestGoogleToken, SIGN_IN_SCOPE } from "./google-identity";

const NOT_VERIFIED = /^E-mail is not verified/;

type SignInResult = Awaited<ReturnType<typeof signIn>>;
const refusal = (result: SignInResult) =>
  result?.error && result.error !== "CredentialsSignin" ? result.error : "Unable to log in with provided credentials.";

export function LoginForm({
  role,
  notice,
  googleClientId,
  next,
}: {
  role: Role;
  notice?: string;
  /** Set when this server is connected to Google: shows "Continue with Google" (adults only). */
  googleClientId?: string | null;
  /** The page to return to after signing in (a path of this site only: safeNextPath). */
  next?: string;
}) {
  const router = useRouter();
  const confirm = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [identifier, setIdentifier] = useState("");
  const resend = useResendConfirmation();
  const [resent, setResent] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setResent(null);
    const form = new FormData(e.currentTarget);
    const result = await signIn("credentials", {
      identifier: String(form.get("identifier") ?? ""),
      password: String(form.get("password") ?? ""),
      role,
      redirect: false,
    });
    await land(result);
  }

  async function land(result: SignInResult) {
    if (!result || result.error) {
      setBusy(false);
      setError(refusal(result));
      return;
    }
    const session = await getSession();
    const landed = ((session?.user as { role?: Role } | undefined)?.role ?? role) as Role;
    router.push(safeNextPath(next) ?? ROLE_HOME[landed]);
    router.refresh();
  }

  async function withGoogle() {
    setBusy(true);
    setError(null);
    let token: string;
    try {
      token = await requestGoogleToken(googleClientId!, SIGN_IN_SCOPE);
    } catch (e) {
      setBusy(false);
      setError((e as Error).message);
      return;
    }
    let result = await signIn("google", { access_token: token, role, redirect: false });
    if (result?.error?.startsWith(GOOGLE_CONFIRM_ROLE)) {
      const rest = result.error.slice(GOOGLE_CONFIRM_ROLE.length);
      const cut = rest.indexOf(":");
      const sure = await confirm({
        title: `Add the ${role} role to your account?`,
        message: `${rest.slice(cut + 1)} Everything your account already has stays as it is.`,
        confirmLabel: `Add the ${role} role`,
      });
      if (!sure) {
        setBusy(false);
        return;
      }
      result = await signIn("google", { confirmation_token: rest.slice(0, cut), role, redirect: false });
    }
    await land(result);
  }

  const unverified = error !== null && NOT_VERIFIED.test(error);
  const email = identifier.includes("@") ? identifier.trim() : "";

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {notice && !error && (
        <p role="status" className="rounded-lg bg-sprout-50 p-3 text-sprout-700">
          {notice}
        </p>
      )}
      {error && (
        <div role="alert" data-testid="form-error" className="space-y-2 rounded-lg bg-red-50 p-3 text-red-800">
          <p>{error}</p>
          {unverified &&
            (email ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(email, {
                    onSuccess: (r) => setResent(r.detail),
                    onError: (err) => setResent(errorLines(err).join(" ")),
                  })
                }
              >
                Send the confirmation link again
              </Button>
            ) : (
              <p>Sign in with your e-mail address to get a new confirmation link.</p>
            ))}
          {resent && (
            <p role="status" className="text-slate-800">
              {resent}
            </p>
          )}
        </div>
      )}
      <Field
        label={role === "student" ? "Username" : "Email or username"}
        hint={
          // A child under 13 signs in by username, never by the parent's address (issue 40).
          role === "student" ? "Signed up with a parent's e-mail? Use your username: their e-mail says it." : undefined
        }
      >
        <Input
          name="identifier"
          autoComplete="username"
          required
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
        />
      </Field>
      <Field label="Password">
        <Input name="password" type="password" autoComplete="current-password" required />
      </Field>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Signing in…" : "Sign in"}
      </Button>
      {googleClientId && role !== "student" && (
        <Button variant="secondary" disabled={busy} className="w-full" onClick={withGoogle}>
          Continue with Google
        </Button>
      )}
      <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
        <Link className="font-medium text-sprout-700 underline" href={`/change-password?type=${role}`}>
          Forgot password?
        </Link>
        <span>
          New to Sprout?{" "}
          <Link
            className="font-medium text-sprout-700 underline"
            href={role === "student" ? "/signup" : `/signup/${role}`}
          >
            Create an account
          </Link>
        </span>
      </div>
    </form>
  );
}
