import { ConsentConfirm } from "@/components/parents/consent-confirm";
import { consentChildName } from "@/lib/parents/consent";

export const metadata = { title: "Confirm your child's account" };

// Under the parent layout: a signed-out parent signs in and comes back here (lib/auth/page-access.ts, ?next=).
export default async function Page({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  const consentKey = decodeURIComponent(key);
  const childName = await consentChildName(consentKey);
  return (
    <section className="max-w-2xl space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">
        {childName ? `Confirm ${childName}'s account` : "Confirm your child's account"}
      </h1>
      <ConsentConfirm consentKey={consentKey} childName={childName} />
    </section>
  );
}
