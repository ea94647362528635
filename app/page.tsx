import Link from "next/link";

export default function Home() {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold text-sprout-700">Sprout</h1>
      <p className="mt-4 text-lg text-slate-700">Coding for K-8 classrooms and families.</p>
      <div className="mt-8 flex gap-3">
        <Link href="/login" className="rounded-lg bg-sprout-600 px-4 py-2 font-medium text-white">Sign in</Link>
        <Link href="/signup" className="rounded-lg border border-sprout-600 px-4 py-2 font-medium text-sprout-700">Sign up</Link>
      </div>
    </main>
  );
}
