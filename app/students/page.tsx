// The student's page (issue 14): what to do next, their level, today's time left, friends and their own
// information. Read through the services (lib/activity/home.ts); no Blockly here.
import type { Metadata } from "next";
import { AssignmentBanner } from "@/components/activity/assignment-banner";
import { StudentInfoCard } from "@/components/activity/student-info-card";
import { StopScreen, timeLeftText } from "@/components/activity/time-left";
import { ProgressLines } from "@/components/progress/progress-lines";
import { Prefilled } from "@/components/shell/prefilled";
import { LinkButton } from "@/components/ui/button";
import { getStudentHome } from "@/lib/activity/home";
import { requireRole } from "@/lib/auth/guard";
import { AppError } from "@/lib/http/errors";
import { studentFirstData } from "@/lib/server/first-data";

export const metadata: Metadata = { title: "My page" };
export const dynamic = "force-dynamic";

const BEST = { perfect: "⭐ Perfect", passed: "✓ Solved", failed: "Tried" } as const;

function puzzleHref(puzzleId: string, assignmentId?: string) {
  return `/students/puzzles/${puzzleId}${assignmentId ? `?assignment=${assignmentId}` : ""}`;
}

export default async function Page() {
  const actor = await requireRole("student");
  const [home, firstData] = await Promise.all([
    getStudentHome(actor).catch((e: unknown) => {
      if (e instanceof AppError) return null;
      throw e;
    }),
    studentFirstData(actor),
  ]);
  if (!home)
    return (
      <section>
        <h1 className="text-3xl font-bold">Welcome!</h1>
        <p className="mt-2 text-lg">Coding is not open for this account. Ask your teacher or parent for help.</p>
      </section>
    );
  return (
    <div className="space-y-8">
      <AssignmentBanner next={home.next} />
      <section>
        <h1 className="text-3xl font-bold">Welcome back!</h1>
        <p className="mt-2 text-lg" data-testid="time-left">
          {timeLeftText(home.time)}
        </p>
        <p className="text-lg">Your levels: {home.levels.join(", ")}</p>
        <div className="mt-2 text-lg">
          <ProgressLines progress={home.progress} idle="Solve your first puzzle to start your progress." />
        </div>
      </section>
      {home.time.isStopped && <StopScreen status={home.time} />}
      <section aria-labelledby="next-heading">
        <h2 id="next-heading" className="text-2xl font-bold">
          What to do next
        </h2>
        <ul className="mt-3 space-y-3">
          {home.next.map((n) => (
            <li key={n.kind === "assignment" ? n.assignmentId : "unit"} className="rounded-xl border p-4">
              <p className="text-lg font-semibold">
                {n.kind === "assignment" ? `Assignment: ${n.title}` : n.unit ? `Unit: ${n.unit}` : "Keep going"}
              </p>
              {n.puzzle ? (
                <LinkButton
                  className="mt-2 min-h-12 text-lg"
                  href={puzzleHref(n.puzzle.puzzleId, n.kind === "assignment" ? n.assignmentId : undefined)}
                >
                  Play {n.puzzle.puzzleTitle}
                </LinkButton>
              ) : (
                <p>All done here. Well done!</p>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="packs-heading">
        <h2 id="packs-heading" className="text-2xl font-bold">
          Puzzles
        </h2>
        {home.packs.map((p) => (
          <div key={p.id} className="mt-4">
            <h3 className="text-xl font-semibold">
              {p.title} <span className="text-base font-normal">({p.level})</span>
            </h3>
            <p className="text-slate-700">{p.share.text}</p>
            {p.locked ? (
              <p className="text-slate-700" data-testid={`locked-${p.id}`}>
                🔒 {p.locked}
              </p>
            ) : (
              <ul className="mt-2 flex flex-wrap gap-2">
                {p.puzzles.map((z) => (
                  <li key={z.id}>
                    <LinkButton variant="secondary" className="min-h-12" href={puzzleHref(z.id)}>
                      {z.title}
                      {z.best ? ` · ${BEST[z.best]}` : ""}
                    </LinkButton>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </section>
      <section aria-labelledby="friends-heading">
        <h2 id="friends-heading" className="text-2xl font-bold">
          Friends
        </h2>
        {home.friends.length ? (
          <ul className="mt-2 list-disc pl-6 text-lg">
            {home.friends.map((f) => (
              <li key={f.id}>{f.fullName || f.username}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">No friends yet. A parent can send a friend request.</p>
        )}
      </section>
      <section aria-labelledby="me-heading">
        <h2 id="me-heading" className="text-2xl font-bold">
          About me
        </h2>
        <div className="mt-2">
          <Prefilled entries={firstData}>
            <StudentInfoCard />
          </Prefilled>
        </div>
      </section>
    </div>
  );
}
