"use client";

// A child under 13 signing up alone (issue 40, docs/decisions/104): the parent's address instead of an own one,
// and the username the child will sign in with, shown large before and after the account is made.
import { LinkButton } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";

export const PARENT_EMAIL_LABEL = "Your parent's or guardian's e-mail";

export function ParentEmailField({
  value,
  onChange,
}: {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}) {
  return (
    <Field
      label={PARENT_EMAIL_LABEL}
      hint="Children under 13 need a grown-up to say yes. We e-mail them, not you: you do not need an e-mail of your own."
    >
      <Input type="email" value={value} onChange={onChange} autoComplete="off" required />
    </Field>
  );
}

/** The username in large letters, with the note to write it down (the parent's mail repeats it). */
export function UsernameCard({ username }: { username: string }) {
  return (
    <div className="rounded-xl border-2 border-sprout-600 bg-sprout-50 p-4 text-center" data-testid="child-username">
      <p className="font-medium text-slate-800">Your username</p>
      <p className="my-1 text-3xl font-bold tracking-wide break-all text-sprout-700">{username}</p>
      <p className="text-sm text-slate-700">
        Write it down: you sign in with it and your password. The e-mail to your parent says it too.
      </p>
    </div>
  );
}

/** After the account is made: it waits for the parent, and the child keeps the username. */
export function ChildSignedUp({ detail, username }: { detail: string; username: string }) {
  return (
    <div className="space-y-4" data-testid="child-signed-up">
      <p role="status" className="rounded-lg bg-sprout-50 p-3 text-slate-800">
        {detail}
      </p>
      <UsernameCard username={username} />
      <LinkButton href="/login" className="w-full">
        Go to sign in
      </LinkButton>
    </div>
  );
}
