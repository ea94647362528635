import Link from "next/link";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-sprout-100 bg-sprout-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-6 text-sm text-slate-800">
        <span>© Sprout. Coding for K-8 classrooms and families.</span>
        <nav aria-label="Footer" className="flex flex-wrap gap-4">
          <Link href="/about-us" className="underline">About us</Link>
          <Link href="/press" className="underline">Press</Link>
          <Link href="/contact" className="underline">Contact</Link>
          <Link href="/privacy-policy" className="underline">Privacy policy</Link>
          <Link href="/developers" className="underline">API</Link>
        </nav>
      </div>
    </footer>
  );
}
