import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { buttonClass } from "@/components/ui/button";
import { schoolStartHref } from "@/lib/school-sign-in/links";
import { publicSignInOf } from "@/lib/school-sign-in/config";

export const dynamic = "force-dynamic";
export const metadata = { title: "Sign in with your school" };

/** The link an organizer shares (issue 42): one button to the school's own sign-in. */
export default async function SchoolLinkPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  const school = await publicSignInOf(organizationId);
  return (
    <AuthCard title={school ? school.name : "Sign in with your school"}>
      {school ? (
        <a className={buttonClass("primary", "md", "w-full")} href={schoolStartHref({ organization: organizationId })}>
          {school.label}
        </a>
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          This school does not offer its own sign-in on Sprout. Sign in with your Sprout username and password.
        </p>
      )}
      <p className="mt-6 border-t pt-4 text-sm">
        <Link className="text-sprout-700 underline" href="/login">
          Other ways to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
