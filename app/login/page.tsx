import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { SchoolEmailForm } from "@/components/auth/school-sign-in";

export const metadata = { title: "Sign in" };

export default function LoginPage() {
  return (
    <AuthCard title="Sign in" subtitle="Students sign in with the username on their login card.">
      <LoginForm role="student" />
      <section aria-labelledby="school-sign-in" className="mt-6 border-t pt-4">
        <h2 id="school-sign-in" className="mb-2 font-semibold">
          Sign in with your school
        </h2>
        <p className="mb-3 text-sm text-slate-700">
          Your school gave you an e-mail address? Type it here to sign in with your school&apos;s account.
        </p>
        <SchoolEmailForm />
      </section>
      <nav aria-label="Other sign-in pages" className="mt-6 flex flex-wrap gap-3 border-t pt-4 text-sm">
        <Link className="text-sprout-700 underline" href="/login/teacher">
          I am a teacher
        </Link>
        <Link className="text-sprout-700 underline" href="/login/parent">
          I am a parent
        </Link>
        <Link className="text-sprout-700 underline" href="/login/organizer">
          I run a school
        </Link>
      </nav>
    </AuthCard>
  );
}
