import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Coming soon" };

export default function ComingSoonPage() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-3xl font-bold text-sprout-700">Coming soon</h1>
      <p className="text-lg text-slate-800">We are still growing this part of Sprout. Check back soon!</p>
      <Link href="/" className="rounded-lg bg-sprout-700 px-4 py-2 font-medium text-white">
        Go to the home page
      </Link>
    </main>
  );
}
