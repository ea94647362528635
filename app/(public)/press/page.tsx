import type { Metadata } from "next";
import { PressCard } from "@/components/public/press-card";
import { listPressItems } from "@/lib/press/content";

export const metadata: Metadata = { title: "Press and news" };

export default function PressPage() {
  const items = listPressItems();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">Press and news</h1>
      <p className="mt-2 text-slate-800">What Sprout has been up to since 2022.</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <PressCard key={item.title} item={item} />
        ))}
      </div>
    </main>
  );
}
