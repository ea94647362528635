"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useReducer, useState, type FormEvent } from "react";
import { Button, Field, SelectField } from "@/components/ui/field";
import { useUi } from "@/components/ui/ui-state";
import { api, ApiError } from "@/lib/http/client";
import { COUNTRIES } from "@/lib/countries";
import { STORAGE } from "@/lib/auth/client-storage";
import { GRADES } from "@/lib/auth/grades";
import type { Role } from "@/lib/auth/roles";
import { TEACHER_STEP, initialWizard, wizardFlags, wizardReducer } from "@/lib/auth/wizard";

type Form = Record<string, string>;
const REQUIRED_BY_STEP: Record<number, string[]> = {
  0: ["firstname", "email"],
  1: ["password1", "password2"],
  3: ["schoolName", "schoolCountry"],
};
const LABELS: Record<string, string> = {
  firstname: "First name",
  email: "Email",
  password1: "Password",
  password2: "Confirm password",
  schoolName: "School name",
  schoolCountry: "School country",
};

export function SignupWizard({ role }: { role: Role }) {
  const router = useRouter();
  const { showErrors, setLoading } = useUi();
  const [state, dispatch] = useReducer(wizardReducer, initialWizard);
  const [form, setForm] = useState<Form>({});
  const [terms, setTerms] = useState(false);
  const flags = wizardFlags(state);
  const isTeacher = role === "teacher";

  const set = (name: string) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value }));
  const value = (name: string) => form[name] ?? "";

  function missing(step: number): string[] {
    return (REQUIRED_BY_STEP[step] ?? []).filter((k) => !value(k).trim()).map((k) => `${LABELS[k]} is required.`);
  }

  function next() {
    const problems = missing(state.current);
    if (problems.length) return showErrors(problems);
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
    const payload: Record<string, unknown> = {
      role,
      firstname: value("firstname"),
      email: value("email"),
      password1: value("password1"),
      password2: value("password2"),
      terms,
    };
    if (value("lastname").trim()) payload.lastname = value("lastname"); // SPEC §5: only if filled
    if (value("username").trim()) payload.username = value("username");
    if (isTeacher) Object.assign(payload, { schoolCountry: value("schoolCountry"), schoolName: value("schoolName") });
    if (role === "student") Object.assign(payload, { grade: value("grade"), dob: value("dob") });
    if (role === "student" && value("parentEmail").trim()) payload.parentEmail = value("parentEmail"); // under 13: docs/decisions/104
    if (role === "parent" || role === "organizer") payload.country = value("country");
    setLoading("Creating your account…");
    try {
      await api("/auth/registration/", { method: "POST", json: payload });
      localStorage.setItem(STORAGE.signupAccountType, role);
      localStorage.setItem(STORAGE.pendingEmail, value("email"));
      if (role === "parent") localStorage.setItem(STORAGE.parentSignup, "1");
      router.push("/verify-email");
    } catch (error) {
      showErrors(error instanceof ApiError ? error.messages : ["Something went wrong. Please try again."]);
    } finally {
      setLoading(null);
    }
  }

  const stepLabel = flags.isTeacherSignUpStep ? "Your school" : ["About you", "Choose a password", "Almost done"][state.current];

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-describedby="wizard-step">
      <p id="wizard-step" className="text-sm font-medium text-sprout-700" aria-live="polite">
        {stepLabel}
      </p>
      {flags.isFirstStep && (
        <>
          <Field label="First name" value={value("firstname")} onChange={set("firstname")} autoComplete="given-name" required />
          <Field label="Last name (optional)" value={value("lastname")} onChange={set("lastname")} autoComplete="family-name" />
          <Field label="Email" type="email" value={value("email")} onChange={set("email")} autoComplete="email" required />
          <Field label="Username (optional)" value={value("username")} onChange={set("username")} autoComplete="username" hint="We make one from your email if you leave this empty." />
        </>
      )}
      {flags.isSecondStep && (
        <>
          <Field label="Password" type="password" value={value("password1")} onChange={set("password1")} autoComplete="new-password" hint="At least 8 characters, not only numbers." required />
          <Field label="Confirm password" type="password" value={value("password2")} onChange={set("password2")} autoComplete="new-password" required />
        </>
      )}
      {flags.isTeacherSignUpStep && (
        <>
          <Field label="School name" value={value("schoolName")} onChange={set("schoolName")} required />
          <SelectField label="School country" options={COUNTRIES} value={value("schoolCountry")} onChange={set("schoolCountry")} required />
        </>
      )}
      {flags.isLastStep && (
        <>
          {role === "student" && (
            <>
              <SelectField label="Grade" options={GRADES} value={value("grade")} onChange={set("grade")} required />
              <Field label="Date of birth" type="date" value={value("dob")} onChange={set("dob")} required />
              <Field label="A parent's email (under 13)" type="email" value={value("parentEmail")} onChange={set("parentEmail")} hint="Under 13? We ask a parent to say yes before you can sign in." />
            </>
          )}
          {(role === "parent" || role === "organizer") && (
            <SelectField label="Country" options={COUNTRIES} value={value("country")} onChange={set("country")} required />
          )}
          <label className="flex items-start gap-2">
            <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} className="mt-1 h-5 w-5" />
            <span>
              I accept the <Link href="/privacy-policy" className="text-sprout-700 underline">terms and privacy policy</Link>.
            </span>
          </label>
        </>
      )}
      <div className="flex justify-between gap-3 pt-2">
        {flags.isFirstStep ? <span /> : <Button variant="secondary" onClick={back}>Back</Button>}
        {/* Distinct keys: reusing one DOM button would turn the "Next" click into a form submit. */}
        {flags.isLastStep ? (
          <Button key="submit" type="submit">Create account</Button>
        ) : (
          <Button key="next" onClick={next}>Next</Button>
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
