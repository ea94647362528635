import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";

export const metadata = { title: "Sign in" };

export default function LoginPage() {
  return (
    <AuthCard title="Sign in" subtitle="Students sign in with the username on their login card.">
      <LoginForm role="student" />
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
