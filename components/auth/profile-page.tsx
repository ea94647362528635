"use client";

// One's own profile, for every adult (issue 28): names, school, country, the account types (SPEC §4: choosing
// another adds that role, it never removes one) and the password. Reached from each dashboard's navigation.
import { useState } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { useChangeEmail, usePendingEmail, useProfile, useUpdateProfile } from "@/lib/accounts/queries";
import type { PublicUser } from "@/lib/auth/serializers";
import { COUNTRIES } from "@/lib/countries";
import { ChangePasswordForm } from "./password-forms";

const LABELS = {
  firstname: "First name",
  lastname: "Last name",
  country: "Country",
  schoolName: "School name",
  schoolCountry: "School country",
  accountType: "Account type",
};

const ADDABLE = [
  { role: "teacher", flag: "is_teacher", label: "Teacher", adds: "a Classes dashboard to teach your own classes" },
  { role: "parent", flag: "is_parent", label: "Parent", adds: "a Children dashboard to follow your own children" },
] as const;

export function ProfilePage({ role }: { role: "teacher" | "parent" | "organizer" }) {
  const profile = useProfile();
  if (profile.isLoading) return <p>Loading your profile…</p>;
  if (!profile.data) return <p role="alert">Your profile could not be loaded. Reload the page to try again.</p>;
  return <ProfileForms user={profile.data} role={role} />;
}

function ProfileForms({ user, role }: { user: PublicUser; role: "teacher" | "parent" | "organizer" }) {
  const busy = useBusy(LABELS);
  const confirm = useConfirm();
  const update = useUpdateProfile();
  const [fields, setFields] = useState({
    firstname: user.firstname,
    lastname: user.lastname,
    country: user.country,
    schoolName: user.schoolName,
    schoolCountry: user.schoolCountry,
  });
  const [saved, setSaved] = useState("");
  const set = (k: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setFields((f) => ({ ...f, [k]: e.target.value }));
  const teacher = user.is_teacher;

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setSaved("");
    const change = {
      firstname: fields.firstname,
      lastname: fields.lastname,
      ...(fields.country ? { country: fields.country } : {}),
      ...(teacher ? { schoolName: fields.schoolName, schoolCountry: fields.schoolCountry } : {}),
    };
    if (await busy("Saving...", () => update.mutateAsync(change))) setSaved("Your profile is saved.");
  }

  async function addRole(a: (typeof ADDABLE)[number]) {
    const sure = await confirm({
      title: `Also use Sprout as a ${a.label.toLowerCase()}?`,
      message: `Your account keeps everything it has and gains ${a.adds}. This cannot be undone here.`,
      confirmLabel: `Add ${a.label.toLowerCase()} account`,
    });
    if (!sure) return;
    if (await busy("Saving...", () => update.mutateAsync({ accountType: a.role })))
      setSaved(`Your account is now also a ${a.label.toLowerCase()} account.`);
  }

  const types = [
    user.is_teacher && "Teacher",
    user.is_parent && "Parent",
    user.is_organizer && "Organizer",
    user.is_student && "Student",
  ].filter(Boolean);

  return (
    <section className="max-w-3xl space-y-6" data-testid="profile">
      <h1 className="text-3xl font-bold">Your profile</h1>
      <p role="status" className="text-sprout-700 empty:hidden">
        {saved}
      </p>
      <form onSubmit={save} className="space-y-4 rounded-2xl bg-white p-6 shadow-sm" noValidate>
        <h2 className="text-xl font-semibold">About you</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={LABELS.firstname}>
            <Input value={fields.firstname} onChange={set("firstname")} autoComplete="given-name" required />
          </Field>
          <Field label={LABELS.lastname}>
            <Input value={fields.lastname} onChange={set("lastname")} autoComplete="family-name" />
          </Field>
          <Field label={LABELS.country}>
            <Select
              value={fields.country}
              onChange={set("country")}
              placeholder="Choose a country"
              options={COUNTRIES}
            />
          </Field>
          {teacher && (
            <>
              <Field label={LABELS.schoolName}>
                <Input value={fields.schoolName} onChange={set("schoolName")} autoComplete="organization" />
              </Field>
              <Field label={LABELS.schoolCountry}>
                <Select
                  value={fields.schoolCountry}
                  onChange={set("schoolCountry")}
                  placeholder="Choose a country"
                  options={COUNTRIES}
                />
              </Field>
            </>
          )}
        </div>
        <Button type="submit">Save profile</Button>
      </form>

      <EmailChange current={user.email} />

      <section className="space-y-3 rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="account-types">
        <h2 id="account-types" className="text-xl font-semibold">
          Account types
        </h2>
        <p data-testid="account-types">Your account is: {types.join(", ")}.</p>
        <p className="text-sm text-slate-600">
          Adding an account type keeps the ones you have. Organizer accounts come by invitation from an organization.
        </p>
        <div className="flex flex-wrap gap-2">
          {ADDABLE.filter((a) => !user[a.flag]).map((a) => (
            <Button key={a.role} variant="secondary" onClick={() => addRole(a)}>
              Also use Sprout as a {a.label.toLowerCase()}
            </Button>
          ))}
          {ADDABLE.filter((a) => user[a.flag] && a.role !== role).map((a) => (
            <LinkButton key={a.role} variant="ghost" href={a.role === "teacher" ? "/teachers" : "/parents"}>
              Open the {a.label.toLowerCase()} dashboard
            </LinkButton>
          ))}
        </div>
      </section>

      <section className="space-y-3 rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="password-heading">
        <h2 id="password-heading" className="text-xl font-semibold">
          Password
        </h2>
        <ChangePasswordForm role={role} />
      </section>
    </section>
  );
}

/** The address one signs in with, and moving it to a new one once that one is confirmed (docs/decisions/201). */
function EmailChange({ current }: { current: string }) {
  const busy = useBusy({ email: "New email address", password: "Current password" });
  const pending = usePendingEmail();
  const change = useChangeEmail();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [sent, setSent] = useState("");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSent("");
    const answer = await busy("Sending...", () => change.mutateAsync({ email, password }));
    if (!answer) return;
    setSent(answer.detail);
    setPassword("");
  }

  const waiting = pending.data?.pendingEmail;
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-2xl bg-white p-6 shadow-sm"
      aria-labelledby="email-heading"
      noValidate
    >
      <h2 id="email-heading" className="text-xl font-semibold">
        Email address
      </h2>
      <p>
        You sign in with <strong data-testid="current-email">{current}</strong>, and Sprout writes to you there.
      </p>
      {waiting && !sent && (
        <p className="text-sm text-slate-700" data-testid="pending-email">
          Waiting for you to open the link sent to {waiting}. Until then your address stays {current}.
        </p>
      )}
      <p role="status" className="text-sprout-700 empty:hidden">
        {sent}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="New email address">
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
        </Field>
        <Field label="Current password" hint="So nobody else at this computer can move your account.">
          <Input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        </Field>
      </div>
      <Button type="submit" variant="secondary" disabled={!email || !password}>
        Send a confirmation link
      </Button>
    </form>
  );
}
