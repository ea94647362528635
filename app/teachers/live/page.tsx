// The teacher's live lesson view of one class (issue 39): /teachers/live?class=<id>. The tiles come from the
// lesson's API and stream (components/lesson/live-lesson.tsx); the API decides who may see them.
import type { Metadata } from "next";
import Link from "next/link";
import { LiveLesson } from "@/components/lesson/live-lesson";

export const metadata: Metadata = { title: "Lesson view" };

export default async function Page({ searchParams }: { searchParams: Promise<{ class?: string | string[] }> }) {
  const { class: classId } = await searchParams;
  if (typeof classId !== "string" || !classId)
    return (
      <section>
        <h1 className="text-3xl font-bold">Lesson view</h1>
        <p className="mt-2 text-slate-700">
          Choose a class first: open it on{" "}
          <Link href="/teachers" className="text-sprout-700 underline">
            your classes
          </Link>{" "}
          and press “Lesson view”.
        </p>
      </section>
    );
  return <LiveLesson key={classId} classId={classId} />;
}
