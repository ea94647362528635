// A child's work for the class's teachers (issue 39, /teachers/work?class=…&student=…[&puzzle=…]): the programs
// come from the attempts API (which checks the class is the teacher's); the page hands the puzzle on screen's
// public form for the replay.
import type { Metadata } from "next";
import { TeacherWork } from "@/components/lesson/work-teacher";
import { requireRole } from "@/lib/auth/guard";
import { publicPuzzleOrNull } from "@/lib/lesson/work-puzzle";

export const metadata: Metadata = { title: "A child's work" };
export const dynamic = "force-dynamic";

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ class?: string; student?: string; puzzle?: string }>;
}) {
  await requireRole("teacher");
  const { class: classId, student: studentId, puzzle } = await searchParams;
  if (!classId || !studentId)
    return (
      <section>
        <h1 className="text-3xl font-bold">A child&apos;s work</h1>
        <p className="mt-2">Choose a child in one of your classes, then &quot;See work&quot;.</p>
      </section>
    );
  return <TeacherWork classId={classId} studentId={studentId} puzzle={publicPuzzleOrNull(puzzle)} />;
}
