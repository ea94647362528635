import { AuthCard } from "@/components/auth/auth-card";
import { SchoolSignInFinish } from "@/components/auth/school-sign-in";

export const metadata = { title: "Signing you in" };

/** Where the school's sign-in lands (issue 42): the ticket in the address's fragment signs the person in once. */
export default function SchoolFinishPage() {
  return (
    <AuthCard title="Signing you in">
      <SchoolSignInFinish />
    </AuthCard>
  );
}
