"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/field";
import { api, ApiError } from "@/lib/http/client";
import { STORAGE, loginPathFor } from "@/lib/auth/client-storage";

/** Opens the link from the confirmation mail: confirms the key, then offers sign-in for that account type. */
export function ConfirmEmail({ emailKey }: { emailKey: string }) {
  const router = useRouter();
  const [state, setState] = useState<{ status: "checking" | "done" | "failed"; role?: string | null; message?: string }>({ status: "checking" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api<{ role: string | null }>("/auth/confirm-email/", { method: "POST", json: { key: emailKey } })
      .then((r) => {
        localStorage.removeItem(STORAGE.pendingEmail);
        setState({ status: "done", role: r.role });
      })
      .catch((error: unknown) => {
        const type = localStorage.getItem(STORAGE.signupAccountType);
        if (error instanceof ApiError && error.status === 404) {
          // SPEC §2: a parent's sign-up tab closes itself; everyone else goes to their sign-in page.
          if (localStorage.getItem(STORAGE.parentSignup)) {
            localStorage.removeItem(STORAGE.parentSignup);
            window.close();
          }
          router.replace(loginPathFor(type));
          return;
        }
        setState({ status: "failed", message: error instanceof ApiError ? error.messages.join(" ") : "Please try again." });
      });
  }, [emailKey, router]);

  if (state.status === "checking") return <p role="status">Confirming your email…</p>;
  if (state.status === "failed") return <p role="alert" className="text-red-800">{state.message}</p>;
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-lg bg-sprout-50 p-3 text-sprout-700">
        Your email is confirmed. You can sign in now.
      </p>
      <Link href={loginPathFor(state.role)} className="inline-block rounded-lg bg-sprout-600 px-4 py-2 font-medium text-white">
        Sign in
      </Link>
    </div>
  );
}

/** After sign-up: where the mail went, and a way to send it again. */
export function AwaitingVerification() {
  const [email, setEmail] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => setEmail(localStorage.getItem(STORAGE.pendingEmail)), []);

  async function resend() {
    if (!email) return;
    try {
      const r = await api<{ detail: string }>("/auth/registration/resend-email/", { method: "POST", json: { email } });
      setNote(r.detail);
    } catch (error) {
      setNote(error instanceof ApiError ? error.messages.join(" ") : "Please try again.");
    }
  }

  return (
    <div className="space-y-4">
      <p>
        We sent a confirmation link to <strong>{email ?? "your email address"}</strong>. Open it to finish signing up.
      </p>
      {email && <Button variant="secondary" onClick={resend}>Send the email again</Button>}
      {note && <p role="status" className="text-slate-700">{note}</p>}
    </div>
  );
}
