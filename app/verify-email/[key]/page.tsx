import { AuthCard } from "@/components/auth/auth-card";
import { ConfirmEmail } from "@/components/auth/verify-email";

export const metadata = { title: "Confirm your email" };

export default async function ConfirmEmailPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  return (
    <AuthCard title="Confirm your email">
      <ConfirmEmail emailKey={decodeURIComponent(key)} />
    </AuthCard>
  );
}
