import { LinkButton } from "@/components/ui/button";

export default function NotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <p className="text-6xl font-bold text-sprout-600">404</p>
      <h1 className="text-2xl font-semibold">We could not find that page</h1>
      <p className="text-slate-700">The link may be old, or the page may have moved.</p>
      <LinkButton href="/">Go to the home page</LinkButton>
    </main>
  );
}
