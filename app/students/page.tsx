// The student's page (issues 14 and 23): what to do next (one "Play" target), their path through the packs with
// the stars earned, their level, today's time left, friends and their own information. Read through the services
// (lib/activity/home.ts); no Blockly here.
import type { Metadata } from "next";
import { AssignmentBanner } from "@/components/activity/assignment-banner";
import { StudentInfoCard } from "@/components/activity/student-info-card";
import { PuzzlePath, puzzleHref } from "@/components/activity/puzzle-path";
import { SproutIcon } from "@/components/activity/sprites";
import { TeacherNotesCard } from "@/components/activity/teacher-notes-card";
import { StopScreen, timeLeftText } from "@/components/activity/time-left";
import { ProgressLines } from "@/components/progress/progress-lines";
import { Prefilled } from "@/components/shell/prefilled";
import { LinkButton } from "@/components/ui/button";
import { getStudentHome, type StudentHome } from "@/lib/activity/home";
import { playAgainWords } from "@/lib/activity/rest-words";
import { requireRole } from "@/lib/auth/guard";
import { AppError } from "@/lib/http/errors";
import { starsFor } from "@/lib/progress/figures";
import { studentFirstData } from "@/lib/server/first-data";

export const metadata: Metadata = { title: "My page" };
export const dynamic = "force-dynamic";

type NextStep = StudentHome["next"][number];

function nextLabel(n: NextStep): string {
  if (n.kind === "assignment") return `Your teacher's assignment: ${n.title}`;
  return n.unit ? `Unit: ${n.unit}` : "Keep going";
}

function pathNext(packs: StudentHome["packs"]): NextStep | null {
  for (const p of packs.filter((q) => !q.locked)) {
    const z = p.puzzles.find((q) => starsFor(q.best) === 0);
    if (z) return { kind: "unit", unit: null, puzzle: { puzzleId: z.id, puzzleTitle: z.title, packTitle: p.title } };
  }
  return null;
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
  // One clear target: the first assignment with a puzzle left, else the class's current unit (decision 213).
  // When the unit is done, the first unsolved stone of an open pack is next.
  const playNext = home.next.find((n) => n.puzzle) ?? pathNext(home.packs);
  return (
    <div className="space-y-8">
      <AssignmentBanner next={home.next} stopped={home.rest} />
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
      {home.rest && <StopScreen status={home.time} rest={home.rest} />}
      <TeacherNotesCard />
      <section aria-labelledby="next-heading" className="rounded-2xl border-4 border-amber-400 bg-amber-50 p-4">
        <h2 id="next-heading" className="text-2xl font-bold">
          What to do next
        </h2>
        {home.rest ? (
          // Time is up (issue 40): no Play until coding opens again, and the same words as the rest screen.
          <p className="mt-2 text-lg" data-testid="play-again">
            {playNext?.puzzle ? `Next time: ${playNext.puzzle.puzzleTitle}. ` : ""}
            {playAgainWords(home.rest)}
          </p>
        ) : playNext?.puzzle ? (
          <div className="mt-2 flex flex-wrap items-center gap-4">
            <SproutIcon className="h-16 w-16 shrink-0" />
            <div>
              <p className="text-lg font-semibold">{nextLabel(playNext)}</p>
              <LinkButton
                className="mt-2 min-h-14 px-6 text-xl"
                href={puzzleHref(
                  playNext.puzzle.puzzleId,
                  playNext.kind === "assignment" ? playNext.assignmentId : undefined,
                )}
              >
                Play {playNext.puzzle.puzzleTitle}
              </LinkButton>
            </div>
          </div>
        ) : (
          <p className="mt-2 text-lg">All done here. Well done!</p>
        )}
      </section>
      <section aria-labelledby="packs-heading">
        <h2 id="packs-heading" className="text-2xl font-bold">
          My path
        </h2>
        <PuzzlePath packs={home.packs} nextId={playNext?.puzzle?.puzzleId ?? null} />
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
