import { AuthCard } from "@/components/auth/auth-card";
import { AwaitingVerification } from "@/components/auth/verify-email";

export const metadata = { title: "Check your email" };

export default function VerifyEmailPage() {
  return (
    <AuthCard title="Check your email">
      <AwaitingVerification />
    </AuthCard>
  );
}
