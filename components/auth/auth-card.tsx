import Link from "next/link";
import type { ReactNode } from "react";

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-sprout-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-md">
        <Link href="/" className="text-2xl font-bold text-sprout-700">
          Sprout
        </Link>
        <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
        {subtitle && <div className="mt-1 text-slate-700">{subtitle}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
