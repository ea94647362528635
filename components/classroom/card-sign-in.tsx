"use client";

import { signIn } from "next-auth/react";
import { useEffect, useRef, useState } from "react";

export function CardSignIn({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signIn("login-card", { token, redirect: false }).then((res) => {
      if (res?.ok && !res.error) window.location.replace("/students");
      else setError("This login card does not work any more. Ask your teacher for a new card.");
    });
  }, [token]);
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      {error ? (
        <>
          <h1 className="text-2xl font-bold">We could not sign you in</h1>
          <p role="alert" className="text-slate-700">
            {error}
          </p>
          <a className="rounded-lg bg-emerald-600 px-4 py-2 font-semibold text-white" href="/login">
            Go to sign in
          </a>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">Signing you in…</h1>
          <p className="text-slate-700" aria-live="polite">
            Hold on, your classroom is opening.
          </p>
        </>
      )}
    </main>
  );
}
