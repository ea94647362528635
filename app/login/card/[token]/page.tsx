import { CardSignIn } from "@/components/classroom/card-sign-in";

export const dynamic = "force-dynamic";

/** Opened from a login card's QR code: signs that child in and lands on /students. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <CardSignIn token={token} />;
}
