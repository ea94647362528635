// The teacher's assignment at the top of the child's home (issue 27): its name, how many of its puzzles the child
// solved ("Loop the dance, 1 of 3 puzzles (33%)", words from lib/progress/figures.ts) and the next one to play.
import { LinkButton } from "@/components/ui/button";
import type { StudentHome } from "@/lib/activity/home";
import { playAgainWords, type RestDay } from "@/lib/activity/rest-words";

type Entry = Extract<StudentHome["next"][number], { kind: "assignment" }>;

/** `stopped`: today's time is up (issue 40): no Play, and when the child can play again instead. */
export function AssignmentBanner({ next, stopped = null }: { next: StudentHome["next"]; stopped?: RestDay | null }) {
  const named = next.filter((n): n is Entry => n.kind === "assignment" && n.named !== null);
  if (named.length === 0) return null;
  return (
    <section aria-label="Your teacher's assignments" className="space-y-2" data-testid="assignment-banner">
      {named.map((a) => (
        <div
          key={a.assignmentId}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-amber-300 bg-amber-50 p-4"
        >
          <p className="text-lg font-semibold">
            📌 {a.title}, {a.named!.share.text}
          </p>
          {a.puzzle && stopped ? (
            <p className="text-lg">{playAgainWords(stopped)}</p>
          ) : a.puzzle ? (
            <LinkButton
              className="min-h-12 text-lg"
              href={`/students/puzzles/${a.puzzle.puzzleId}?assignment=${a.assignmentId}`}
            >
              Play {a.puzzle.puzzleTitle}
            </LinkButton>
          ) : (
            <p className="text-lg">All done. Well done!</p>
          )}
        </div>
      ))}
    </section>
  );
}
