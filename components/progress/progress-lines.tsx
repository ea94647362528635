// A child's progress in the words the server chose (lib/progress/figures.ts, docs/decisions/160): the same two
// lines on the teacher's pane, the parent's dashboard and the child's own page. Nothing is computed here.
import type { ProgressView } from "@/lib/progress/figures";

export function ProgressLines({ progress, idle }: { progress: ProgressView; idle: string }) {
  return (
    <div className="space-y-1">
      <p data-testid="progress-overall">Solved: {progress.overall.text}</p>
      {progress.current ? (
        <p data-testid="progress-current">
          Current unit: <strong>{progress.current.title}</strong> · level {progress.current.level} ·{" "}
          {progress.current.text}
        </p>
      ) : (
        <p className="text-slate-600">{idle}</p>
      )}
    </div>
  );
}
