"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { ApiError } from "@/lib/http/client";
import { errorLines } from "@/lib/http/error-lines";
import { STORAGE, loginPathFor } from "@/lib/auth/client-storage";
import { useConfirmEmail, useResendConfirmation } from "@/lib/accounts/queries";

type State =
  | { status: "checking" }
  | { status: "done"; role: string | null }
  | { status: "used"; role: string | null }
  | { status: "failed"; message: string };

/** Opens the link from the confirmation mail: confirms the key, then offers sign-in for that account type. */
export function ConfirmEmail({ emailKey }: { emailKey: string }) {
  const router = useRouter();
  const { mutate: confirm } = useConfirmEmail();
  const [state, setState] = useState<State>({ status: "checking" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm(emailKey, {
      onSuccess: (r) => {
        localStorage.removeItem(STORAGE.pendingEmail);
        setState({ status: "done", role: r.role });
      },
      onError: (error) => {
        const type = localStorage.getItem(STORAGE.signupAccountType);
        if (error instanceof ApiError && error.status === 404) {
          // SPEC §2: a parent's sign-up tab closes itself; everyone else goes to their sign-in page.
          if (localStorage.getItem(STORAGE.parentSignup)) {
            localStorage.removeItem(STORAGE.parentSignup);
            window.close();
          }
          const body = error.body as { role?: string | null; code?: string } | null;
          const role = body?.role ?? type;
          // A link already used (or opened in another browser): say so, with the right sign-in page.
          if (!type || body?.code === "already_used") {
            setState({ status: "used", role });
            return;
          }
          router.replace(loginPathFor(role));
          return;
        }
        setState({ status: "failed", message: errorLines(error).join(" ") });
      },
    });
  }, [emailKey, router, confirm]);

  if (state.status === "checking") return <p role="status">Confirming your email…</p>;
  if (state.status === "failed")
    return (
      <p role="alert" className="text-red-800">
        {state.message}
      </p>
    );
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-lg bg-sprout-50 p-3 text-sprout-700">
        {state.status === "done"
          ? "Your email is confirmed. You can sign in now."
          : "This confirmation link was already used or has expired. If you confirmed your email, just sign in."}
      </p>
      <LinkButton href={loginPathFor(state.role)}>Sign in</LinkButton>
    </div>
  );
}

/** After sign-up: where the mail went, and a way to send it again. */
export function AwaitingVerification() {
  const [email, setEmail] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const resend = useResendConfirmation();
  // localStorage exists only in the browser, so it is read after mount.
  useEffect(() => setEmail(localStorage.getItem(STORAGE.pendingEmail)), []);

  return (
    <div className="space-y-4">
      <p>
        We sent a confirmation link to <strong>{email ?? "your email address"}</strong>. Open it to finish signing up.
      </p>
      {email && (
        <Button
          variant="secondary"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: (r) => setNote(r.detail),
              onError: (e) => setNote(errorLines(e).join(" ")),
            })
          }
        >
          Send the email again
        </Button>
      )}
      {note && (
        <p role="status" className="text-slate-700">
          {note}
        </p>
      )}
    </div>
  );
}
