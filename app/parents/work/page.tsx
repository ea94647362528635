// A parent's read of their own child's work (issue 39, /parents/work?child=…[&puzzle=…]): read-only, no notes.
// The attempts API checks the child is the parent's; the page hands the puzzle on screen's public form.
import type { Metadata } from "next";
import { ParentWork } from "@/components/lesson/work-parent";
import { requireRole } from "@/lib/auth/guard";
import { publicPuzzleOrNull } from "@/lib/lesson/work-puzzle";

export const metadata: Metadata = { title: "My child's work" };
export const dynamic = "force-dynamic";

export default async function Page({ searchParams }: { searchParams: Promise<{ child?: string; puzzle?: string }> }) {
  await requireRole("parent");
  const { child, puzzle } = await searchParams;
  if (!child)
    return (
      <section>
        <h1 className="text-3xl font-bold">My child&apos;s work</h1>
        <p className="mt-2">Choose a child on the Children page, then &quot;See their work&quot;.</p>
      </section>
    );
  return <ParentWork childId={child} puzzle={publicPuzzleOrNull(puzzle)} />;
}
