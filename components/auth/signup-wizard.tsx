"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useReducer, useState, type FormEvent } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { Checkbox, Field, Input, Select } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { useUi } from "@/components/ui/ui-state";
import { COUNTRIES } from "@/lib/countries";
import { STORAGE } from "@/lib/auth/client-storage";
import { useCheckSignupStep, useRegister } from "@/lib/accounts/queries";
import type { Role } from "@/lib/auth/roles";
import { TEACHER_STEP, initialWizard, stepPosition, wizardFlags, wizardReducer } from "@/lib/accounts/wizard";
import { GRADE_OPTIONS } from "@/lib/vocabulary";
import { isUnderConsentAge } from "@/lib/parents/consent-age";
import { ChildSignedUp, PARENT_EMAIL_LABEL, ParentEmailField, UsernameCard } from "./child-signup";

type Form = Record<string, string>;
const REQUIRED_BY_STEP: Record<number, string[]> = {
  0: ["firstname", "email"],
  1: ["password1", "password2"],
  3: ["schoolName", "schoolCountry"],
};
/** A student gives the date of birth first: under 13 a parent's address replaces the own one (issue 40). */
const STUDENT_FIRST_STEP = (underThirteen: boolean) => ["firstname", "dob", underThirteen ? "parentEmail" : "email"];
export const TERMS_NOT_ACCEPTED = "You have not accepted the terms and conditions";
const LABELS: Record<string, string> = {
  firstname: "First name",
  email: "Email",
  password1: "Password",
  password2: "Confirm password",
  schoolName: "School name",
  schoolCountry: "School country",
  organization_code: "Organization code",
  invitation: "Invitation",
  dob: "Date of birth",
  parentEmail: PARENT_EMAIL_LABEL,
};

/** `invitation`: opened from an organization's mailed link (docs/decisions/133): the address is the invited one. */
export function SignupWizard({ role, invitation }: { role: Role; invitation?: { token: string; email: string } }) {
  const router = useRouter();
  const { showErrors } = useUi();
  const busy = useBusy(LABELS);
  const register = useRegister();
  const check = useCheckSignupStep();
  const [state, dispatch] = useReducer(wizardReducer, initialWizard);
  const [form, setForm] = useState<Form>(invitation ? { email: invitation.email } : {});
  const [joined, setJoined] = useState<string | null>(null);
  // The username a child under 13 will sign in with, told by the server's check; and the finished sign-up.
  const [childUsername, setChildUsername] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<{ detail: string; username: string } | null>(null);
  const [terms, setTerms] = useState(false);
  const flags = wizardFlags(state);
  const isTeacher = role === "teacher";

  const set = (name: string) => (e: { target: { value: string } }) => {
    if (["firstname", "lastname", "username", "dob"].includes(name)) setChildUsername(null);
    setForm((f) => ({ ...f, [name]: e.target.value }));
  };
  const value = (name: string) => form[name] ?? "";
  const isStudent = role === "student";
  const underThirteen = isStudent && /^\d{4}-\d{2}-\d{2}$/.test(value("dob")) && isUnderConsentAge(value("dob"));

  function missing(step: number): string[] {
    const required = isStudent && step === 0 ? STUDENT_FIRST_STEP(underThirteen) : (REQUIRED_BY_STEP[step] ?? []);
    return required.filter((k) => !value(k).trim()).map((k) => `${LABELS[k]} is required.`);
  }

  /** Who the account is for: a student's age decides between an own address and a parent's. */
  function contact() {
    if (!isStudent) return { email: value("email") };
    const username = value("username") || childUsername || undefined;
    return underThirteen
      ? { role, dob: value("dob"), parentEmail: value("parentEmail"), username }
      : { role, dob: value("dob"), email: value("email"), username: value("username") || undefined };
  }

  /** Each step is checked before Next: required fields here, then the server's rules (e-mail in use, password). */
  async function next() {
    const problems = missing(state.current);
    if (problems.length) return showErrors(problems.map((p) => p));
    if (flags.isFirstStep || flags.isSecondStep) {
      const fields = flags.isFirstStep
        ? {
            username: value("username") || undefined,
            firstname: value("firstname"),
            lastname: value("lastname") || undefined,
            ...contact(),
          }
        : {
            username: value("username") || undefined,
            firstname: value("firstname"),
            ...contact(),
            password1: value("password1"),
            password2: value("password2"),
          };
      const ok = await busy("Checking…", () =>
        check.mutateAsync({ step: flags.isFirstStep ? "account" : "password", ...fields }),
      );
      if (!ok) return;
      if (ok.username) setChildUsername(ok.username);
    }
    if (isTeacher && flags.isSecondStep) return dispatch({ type: "goTo", index: TEACHER_STEP });
    dispatch({ type: "next" });
  }

  function back() {
    if (isTeacher && flags.isTeacherSignUpStep) return dispatch({ type: "goTo", index: 1 });
    if (isTeacher && flags.isLastStep) return dispatch({ type: "goTo", index: TEACHER_STEP });
    dispatch({ type: "back" });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!flags.isLastStep) return next();
    if (!terms) return showErrors([TERMS_NOT_ACCEPTED]);
    const payload: Record<string, unknown> = {
      role,
      firstname: value("firstname"),
      ...contact(),
      password1: value("password1"),
      password2: value("password2"),
      terms,
    };
    if (value("lastname").trim()) payload.lastname = value("lastname"); // SPEC §5: only if filled
    if (value("username").trim()) payload.username = value("username");
    if (isTeacher) Object.assign(payload, { schoolCountry: value("schoolCountry"), schoolName: value("schoolName") });
    if (isTeacher && !invitation && value("organization_code").trim()) {
      payload.organization_code = value("organization_code");
    }
    if (invitation) payload.invitation = invitation.token;
    if (role === "student") Object.assign(payload, { grade: value("grade"), dob: value("dob") });
    if (role === "parent" || role === "organizer") payload.country = value("country");
    const created = await busy("Creating your account…", () => register.mutateAsync(payload));
    if (!created) return;
    if (invitation) return setJoined(created.detail);
    if (created.username) return setWaiting({ detail: created.detail, username: created.username });
    localStorage.setItem(STORAGE.signupAccountType, role);
    localStorage.setItem(STORAGE.pendingEmail, value("email"));
    if (role === "parent") localStorage.setItem(STORAGE.parentSignup, "1");
    router.push("/verify-email");
  }

  const stepLabel = flags.isTeacherSignUpStep
    ? "Your school"
    : ["About you", "Choose a password", "Almost done"][state.current];
  const { index, count } = stepPosition(state.current, isTeacher);

  if (waiting) return <ChildSignedUp {...waiting} />;
  if (joined) {
    return (
      <div className="space-y-4" data-testid="signup-joined">
        <p role="status">{joined}</p>
        <LinkButton href={`/login/${role}`}>Sign in</LinkButton>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-describedby="wizard-step">
      <p id="wizard-step" className="text-sm font-medium text-sprout-700" aria-live="polite">
        Step {index} of {count}: {stepLabel}
      </p>
      {invitation && flags.isFirstStep && (
        <p className="rounded-lg bg-sprout-50 p-3 text-sm text-slate-800">
          You were invited to join an organization. Create your account with {invitation.email} to accept.
        </p>
      )}
      {flags.isFirstStep && (
        <>
          <Field label="First name">
            <Input value={value("firstname")} onChange={set("firstname")} autoComplete="given-name" required />
          </Field>
          <Field label="Last name (optional)">
            <Input value={value("lastname")} onChange={set("lastname")} autoComplete="family-name" />
          </Field>
          {isStudent && (
            <Field label="Date of birth">
              <Input type="date" value={value("dob")} onChange={set("dob")} required />
            </Field>
          )}
          {underThirteen ? (
            <ParentEmailField value={value("parentEmail")} onChange={set("parentEmail")} />
          ) : (
            <Field label="Email">
              <Input
                type="email"
                value={value("email")}
                onChange={set("email")}
                autoComplete="email"
                required
                readOnly={Boolean(invitation)}
              />
            </Field>
          )}
          <Field
            label="Username (optional)"
            hint={`We make one from your ${underThirteen ? "name" : "email"} if you leave this empty.`}
          >
            <Input value={value("username")} onChange={set("username")} autoComplete="username" />
          </Field>
        </>
      )}
      {underThirteen && childUsername && !flags.isFirstStep && <UsernameCard username={childUsername} />}
      {flags.isSecondStep && (
        <>
          <Field label="Password" hint="At least 8 characters, not only numbers.">
            <Input
              type="password"
              value={value("password1")}
              onChange={set("password1")}
              autoComplete="new-password"
              required
            />
          </Field>
          <Field label="Confirm password">
            <Input
              type="password"
              value={value("password2")}
              onChange={set("password2")}
              autoComplete="new-password"
              required
            />
          </Field>
        </>
      )}
      {flags.isTeacherSignUpStep && (
        <>
          <Field label="School name">
            <Input value={value("schoolName")} onChange={set("schoolName")} required />
          </Field>
          <Field label="School country">
            <Select
              placeholder="Choose…"
              options={COUNTRIES}
              value={value("schoolCountry")}
              onChange={set("schoolCountry")}
              required
            />
          </Field>
          {!invitation && (
            <Field label="Organization code (optional)" hint="If your school uses Sprout, it can give you a code.">
              <Input value={value("organization_code")} onChange={set("organization_code")} maxLength={32} />
            </Field>
          )}
        </>
      )}
      {flags.isLastStep && (
        <>
          {role === "student" && (
            <>
              <Field label="Grade">
                <Select
                  placeholder="Choose…"
                  options={GRADE_OPTIONS}
                  value={value("grade")}
                  onChange={set("grade")}
                  required
                />
              </Field>
            </>
          )}
          {(role === "parent" || role === "organizer") && (
            <Field label="Country">
              <Select
                placeholder="Choose…"
                options={COUNTRIES}
                value={value("country")}
                onChange={set("country")}
                required
              />
            </Field>
          )}
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
      <div className="flex justify-between gap-3 pt-2">
        {flags.isFirstStep ? (
          <span />
        ) : (
          <Button variant="secondary" onClick={back}>
            Back
          </Button>
        )}
        {/* Distinct keys: reusing one DOM button would turn the "Next" click into a form submit. */}
        {flags.isLastStep ? (
          <Button key="submit" type="submit">
            Create account
          </Button>
        ) : (
          <Button key="next" onClick={() => void next()}>
            Next
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-700">
        Already have an account?{" "}
        <Link className="font-medium text-sprout-700 underline" href={role === "student" ? "/login" : `/login/${role}`}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
