import Link from "next/link";
import { HeaderAccount } from "./header-account";

const NAV = [
  { href: "/about-us", label: "About us" },
  { href: "/press", label: "Press" },
  { href: "/contact", label: "Contact" },
];

export function SiteHeader() {
  return (
    <header className="border-b border-sprout-100 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 text-2xl font-bold text-sprout-700">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
            <path d="M12 22v-9M12 13C7 12 4 8 4 4c4 0 8 3 8 9Zm0-2c1-5 4-8 8-8 0 4-3 8-8 8Z" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          Sprout
        </Link>
        <nav aria-label="Main" className="flex flex-wrap gap-1">
          {NAV.map((n) => (
            <Link key={n.href} href={n.href} className="rounded-lg px-3 py-2 text-slate-800 hover:bg-sprout-50">
              {n.label}
            </Link>
          ))}
        </nav>
        <HeaderAccount />
      </div>
    </header>
  );
}
