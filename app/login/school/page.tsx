import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { SchoolEmailForm } from "@/components/auth/school-sign-in";
import { schoolNameOf } from "@/lib/school-sign-in/config";
import { isRefusal, refusalMessage } from "@/lib/school-sign-in/messages";

export const dynamic = "force-dynamic";
export const metadata = { title: "Sign in with your school" };

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v.slice(0, 320) : "");

/** "Sign in with your school" by e-mail; a refused sign-in lands here saying why (?error=…&school=…&email=…). */
export default async function SchoolLoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const reason = one(q.error);
  const email = one(q.email);
  const message = isRefusal(reason) ? refusalMessage(reason, await schoolNameOf(one(q.school)), email) : null;
  return (
    <AuthCard title="Sign in with your school" subtitle="Use the e-mail address and password your school gave you.">
      {message && (
        <p role="alert" data-testid="school-sign-in-refused" className="mb-4 rounded-lg bg-red-50 p-3 text-red-800">
          {message}
        </p>
      )}
      <SchoolEmailForm defaultEmail={reason === "young" ? "" : email} />
      <p className="mt-6 border-t pt-4 text-sm">
        <Link className="text-sprout-700 underline" href="/login">
          Sign in with a Sprout username and password, or a login card
        </Link>
      </p>
    </AuthCard>
  );
}
