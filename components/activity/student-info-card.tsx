"use client";

// The student's own information (SPEC §7 GET /users/student-info; on failure SPEC §8's fallback line).
import { useStudentInfo } from "@/lib/activity/queries";
import { gradeDisplay } from "@/lib/vocabulary";

export function StudentInfoCard() {
  const info = useStudentInfo();
  if (info.isPending) return <p className="text-slate-700">Loading your information…</p>;
  if (info.isError)
    return (
      <p role="alert" className="text-red-800">
        {info.error.message}
      </p>
    );
  const i = info.data;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg">
      <dt className="font-semibold">Name</dt>
      <dd>{i.fullName}</dd>
      <dt className="font-semibold">Username</dt>
      <dd>{i.username}</dd>
      {i.grade && (
        <>
          <dt className="font-semibold">Grade</dt>
          <dd>{gradeDisplay(i.grade)}</dd>
        </>
      )}
      {i.className && (
        <>
          <dt className="font-semibold">Class</dt>
          <dd>
            {i.className}
            {i.teacher ? ` with ${i.teacher}` : ""}
          </dd>
        </>
      )}
    </dl>
  );
}
