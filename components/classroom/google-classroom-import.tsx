"use client";

// "Import from Google Classroom" (issue 42): the page asks Google's window for a read-only Classroom token, lists
// the teacher's courses with it, and imports the ticked ones as classes with their students (all or nothing).
import Link from "next/link";
import { useState } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { useApiError } from "@/components/ui/use-api-error";
import { useUi } from "@/components/ui/ui-state";
import {
  useClassroomCourses,
  useImportClassroomCourses,
  type ClassroomCourseView,
  type ClassroomImportResult,
} from "@/lib/classroom/queries";
import { useWithClassroomToken } from "./use-classroom-token";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

export function GoogleClassroomImport({ googleClientId }: { googleClientId: string | null }) {
  const { setLoading } = useUi();
  const fail = useApiError();
  const list = useClassroomCourses();
  const importCourses = useImportClassroomCourses();
  const [token, setToken] = useState<string | null>(null);
  const [courses, setCourses] = useState<ClassroomCourseView[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const [result, setResult] = useState<ClassroomImportResult | null>(null);

  const withToken = useWithClassroomToken();

  const connect = () =>
    withToken(googleClientId!, "Reading your Google Classroom courses...", async (accessToken) => {
      const r = await list.mutateAsync(accessToken);
      setToken(accessToken);
      setCourses(r.courses);
      setChosen(new Set());
      setResult(null);
    });

  async function submit() {
    setLoading("Importing from Google Classroom...");
    try {
      setResult(await importCourses.mutateAsync({ accessToken: token!, courseIds: [...chosen] }));
      setCourses(null);
    } catch (e) {
      fail(e);
    } finally {
      setLoading(null);
    }
  }

  const toggle = (id: string, on: boolean) =>
    setChosen((c) => {
      const next = new Set(c);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section className="mt-8 rounded-2xl bg-white p-4 shadow-sm" data-testid="google-classroom">
      <h2 className="text-xl font-semibold">Import from Google Classroom</h2>
      {!googleClientId ? (
        <p className="mt-1 text-sm text-slate-700">
          Importing classes from Google Classroom is not turned on for this Sprout. Add your class above instead, or ask
          whoever runs Sprout for your school to connect it to Google (the README&apos;s &ldquo;Google&rdquo; section
          tells them how).
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Choose courses you teach in Google Classroom: each becomes a class here with its students, who get a
            username and a login card. Sprout only reads your courses and their students&apos; names, never e-mails,
            work or grades.
          </p>
          <Button className="mt-3" variant={courses ? "secondary" : "primary"} onClick={connect}>
            {courses ? "Read my courses again" : "Connect Google Classroom"}
          </Button>
        </>
      )}
      {courses && !courses.length && (
        <p className="mt-3">This Google account teaches no active course in Google Classroom.</p>
      )}
      {courses && courses.length > 0 && (
        <fieldset className="mt-4">
          <legend className="font-semibold">Your courses</legend>
          <ul className="mt-2 divide-y">
            {courses.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-3 py-2">
                <input
                  id={`course-${c.id}`}
                  type="checkbox"
                  className="h-5 w-5"
                  disabled={c.alreadyImported}
                  checked={chosen.has(c.id)}
                  onChange={(e) => toggle(c.id, e.currentTarget.checked)}
                />
                <label htmlFor={`course-${c.id}`} className="flex-1">
                  {c.name}
                  {c.section && <span className="text-slate-600"> · {c.section}</span>}
                  <span className="text-sm text-slate-600"> — {plural(c.studentCount, "student")}</span>
                </label>
                {c.importedClassId ? (
                  <LinkButton size="sm" variant="ghost" href={`/teachers?class=${c.importedClassId}`}>
                    Already imported: open the class
                  </LinkButton>
                ) : (
                  c.alreadyImported && <span className="text-sm text-slate-600">Imported by another teacher</span>
                )}
              </li>
            ))}
          </ul>
          <Button className="mt-3" disabled={!chosen.size} onClick={submit}>
            {chosen.size ? `Import ${plural(chosen.size, "course")}` : "Choose courses to import"}
          </Button>
        </fieldset>
      )}
      {result && (
        <div role="status" className="mt-4 rounded-xl bg-sprout-50 p-3" data-testid="classroom-imported">
          <p className="font-semibold">Imported from Google Classroom:</p>
          <ul className="mt-1 list-disc pl-6">
            {result.classes.map((c) => (
              <li key={c.id}>
                <Link className="underline" href={`/teachers?class=${c.id}`}>
                  {c.className}
                </Link>{" "}
                with {plural(c.studentCount, "student")}
              </li>
            ))}
          </ul>
          <LinkButton className="mt-3" href={`/teachers?class=${result.classes[0]?.id ?? ""}`}>
            See your classes
          </LinkButton>
        </div>
      )}
    </section>
  );
}
