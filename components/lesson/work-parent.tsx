"use client";

// A parent's read of their own child's work (issue 39): the same read-only viewer as the teacher's, no notes.
import { LinkButton } from "@/components/ui/button";
import { useChildWork } from "@/lib/lesson/work-queries";
import { useChildren } from "@/lib/parents/queries";
import type { PublicPuzzle } from "@/lib/puzzles/content";
import { WorkViewer } from "./work-viewer";

export function ParentWork({ childId, puzzle }: { childId: string; puzzle: PublicPuzzle | null }) {
  const children = useChildren();
  const work = useChildWork(childId);
  const child = children.data?.find((c) => c.id === childId);
  const name = child?.firstName || child?.fullName || "";
  return (
    <section className="space-y-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{name ? `${name}'s work` : "Your child's work"}</h1>
        <LinkButton variant="secondary" size="sm" className="ml-auto" href="/parents">
          Back to my children
        </LinkButton>
      </header>
      {work.isError || children.isError ? (
        <p role="alert">This child&apos;s work could not be read.</p>
      ) : work.isPending || children.isPending ? (
        <p role="status">Loading the work…</p>
      ) : (
        <WorkViewer name={name || "Your child"} work={work.data} puzzle={puzzle} />
      )}
    </section>
  );
}
