// Today's coding time in words a child reads (issue 14).
import type { TimeStatus } from "@/lib/activity/rules";

export function timeLeftText(t: TimeStatus): string {
  if (t.remainingSeconds === null) return "No time limit today.";
  if (t.isStopped) return "No coding time left today.";
  const minutes = Math.ceil(t.remainingSeconds / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"} of coding left today.`;
}

export function StopScreen() {
  return (
    <section role="alert" className="rounded-2xl border-4 border-sprout-600 bg-sprout-50 p-8 text-center">
      <p className="text-5xl" aria-hidden="true">
        🌙
      </p>
      <h2 className="mt-4 text-3xl font-bold">Time to rest!</h2>
      <p className="mt-2 text-xl">That&apos;s all the coding time for today. Great work! See you tomorrow.</p>
    </section>
  );
}
