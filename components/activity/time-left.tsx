// Today's coding time in words a child reads (issue 14), the warnings before the stop and the stop screen
// (issue 23, docs/decisions/218): a day with no coding time says so rather than "Great work!", and the words fit
// what the child did today and say when they can play again (issue 40, lib/activity/rest-words.ts).
import { restWords, type RestDay } from "@/lib/activity/rest-words";
import { timeWarning, type TimeStatus } from "@/lib/activity/rules";

export function timeLeftText(t: TimeStatus): string {
  if (t.remainingSeconds === null) return "No time limit today.";
  if (t.limitSeconds === 0) return "No coding time today.";
  if (t.isStopped) return "No coding time left today.";
  const minutes = Math.ceil(t.remainingSeconds / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"} of coding left today.`;
}

/** At 5 minutes left and at 1: a calm warning, announced once each (its text changes only at a threshold). */
export function TimeWarning({ status }: { status: TimeStatus }) {
  const text = timeWarning(status);
  return (
    <p
      role="alert"
      data-testid="time-warning"
      className={text ? "rounded-xl border-2 border-amber-500 bg-amber-50 p-3 text-lg" : ""}
    >
      {text ?? ""}
    </p>
  );
}

export function StopScreen({
  status,
  rest,
  kept = false,
}: {
  status: Pick<TimeStatus, "limitSeconds">;
  rest: RestDay;
  kept?: boolean;
}) {
  const words = restWords(status, rest);
  return (
    <section
      role="alert"
      className="rounded-2xl border-4 border-sprout-600 bg-sprout-50 p-8 text-center"
      data-testid="rest-screen"
    >
      <p className="text-5xl" aria-hidden="true">
        🌙
      </p>
      <h2 className="mt-4 text-3xl font-bold" tabIndex={-1} data-rest-heading="">
        {words.title}
      </h2>
      {words.lines.map((line) => (
        <p key={line} className="mt-2 text-xl">
          {line}
        </p>
      ))}
      {kept && <p className="mt-2 text-xl">Your program is saved. It will be waiting for you next time.</p>}
    </section>
  );
}
