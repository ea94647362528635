"use client";

// Forgotten and changed passwords (docs/decisions/080): ask for a link by e-mail, choose a new password from
// the link, or change it while signed in. Every success ends all sessions, so each ends at a sign-in page.
import Link from "next/link";
import { signOut } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { loginPathFor } from "@/lib/auth/client-storage";
import { useChangePassword, useConfirmPasswordReset, useRequestPasswordReset } from "@/lib/accounts/queries";

const LABELS = {
  newPassword1: "New password",
  newPassword2: "Confirm new password",
  oldPassword: "Current password",
};
const RULES = "At least 8 characters, not only numbers, not too close to your name or e-mail.";

const value = (form: FormData, name: string) => String(form.get(name) ?? "");

export function RequestResetForm({ type }: { type: string | null }) {
  const busy = useBusy({ email: "Email" });
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  if (type === "student") {
    return (
      <p>
        Students sign in with the password on their login card. Ask your teacher or parent for a new card.{" "}
        <Link href="/login" className="text-sprout-700 underline">
          Back to sign in
        </Link>
      </p>
    );
  }
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = value(new FormData(e.currentTarget), "email");
    const r = await busy("Sending…", () => request.mutateAsync(email));
    if (r) setSent(r.detail);
  };
  if (sent) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-sprout-50 p-3 text-sprout-700" data-testid="reset-sent">
          {sent}
        </p>
        <LinkButton href={loginPathFor(type)} variant="secondary">
          Back to sign in
        </LinkButton>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p>Enter the e-mail address of your account. We will send you a link to choose a new password.</p>
      <Field label="Email">
        <Input name="email" type="email" autoComplete="email" required />
      </Field>
      <Button type="submit" className="w-full">
        Send me a link
      </Button>
      <Link href={loginPathFor(type)} className="block text-sm text-sprout-700 underline">
        Back to sign in
      </Link>
    </form>
  );
}

function NewPasswordFields() {
  return (
    <>
      <Field label="New password" hint={RULES}>
        <Input name="newPassword1" type="password" autoComplete="new-password" required />
      </Field>
      <Field label="Confirm new password">
        <Input name="newPassword2" type="password" autoComplete="new-password" required />
      </Field>
    </>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const busy = useBusy(LABELS);
  const confirm = useConfirmPasswordReset();
  const [done, setDone] = useState<{ detail: string; role: string | null } | null>(null);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const r = await busy("Saving…", () =>
      confirm.mutateAsync({
        token,
        newPassword1: value(form, "newPassword1"),
        newPassword2: value(form, "newPassword2"),
      }),
    );
    if (r) setDone(r);
  };
  if (done) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-sprout-50 p-3 text-sprout-700">
          {done.detail}
        </p>
        <LinkButton href={loginPathFor(done.role)}>Sign in</LinkButton>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <NewPasswordFields />
      <Button type="submit" className="w-full">
        Save the new password
      </Button>
      <Link href="/change-password" className="block text-sm text-sprout-700 underline">
        Ask for a new link
      </Link>
    </form>
  );
}

export function ChangePasswordForm({ role }: { role: string | null }) {
  const busy = useBusy(LABELS);
  const change = useChangePassword();
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const r = await busy("Saving…", () =>
      change.mutateAsync({
        oldPassword: value(form, "oldPassword"),
        newPassword1: value(form, "newPassword1"),
        newPassword2: value(form, "newPassword2"),
      }),
    );
    // Every session ended with the change, this one too: sign in again with the new password.
    if (r) await signOut({ callbackUrl: `${loginPathFor(role)}?password=changed` });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p>After the change, every device signed in to your account signs out, this one too.</p>
      <Field label="Current password">
        <Input name="oldPassword" type="password" autoComplete="current-password" required />
      </Field>
      <NewPasswordFields />
      <Button type="submit" className="w-full">
        Change password
      </Button>
    </form>
  );
}
