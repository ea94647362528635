import { ConsentConfirm } from "@/components/parents/consent-confirm";

export const metadata = { title: "Confirm your child's account" };

export default async function Page({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  return (
    <section className="max-w-2xl space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold">Confirm your child&apos;s account</h1>
      <ConsentConfirm consentKey={decodeURIComponent(key)} />
    </section>
  );
}
