// Work that would hold the request thread (parsing and planning a roster file, rendering card PDFs, exports,
// long drawing replays) runs through `runOffThread` (issue 41). A domain names its tasks in its own
// `lib/<domain>/off-thread.ts`: a `tasks` object of pure functions (structured-clonable input and output, no
// database) and the matching entries of `OffThreadTasks` by declaration merging:
//
//   export const tasks = { "cards.render": renderCards };
//   declare module "@/lib/jobs/pool" {
//     interface OffThreadTasks { "cards.render": { input: CardsInput; output: Uint8Array } }
//   }
//   registerOffThreadTasks(tasks);
//
// FOUNDATION STUB (lead, issue 41): runs the task in this thread. The pool helper replaces the body with a
// worker pool (node:worker_threads) over the same signature; callers do not change.

/** Every off-thread task by name: its input and output. Domains add entries (see above). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in each domain
export interface OffThreadTasks {}

export type OffThreadTaskName = keyof OffThreadTasks;
type Fn = (input: never) => unknown;

const registry = new Map<string, Fn>();

/** A domain's off-thread.ts registers its task functions (also what the worker entry loads). */
export function registerOffThreadTasks(tasks: Record<string, Fn>): void {
  for (const [name, fn] of Object.entries(tasks)) registry.set(name, fn);
}

/** Runs a named task off the request thread and resolves with its output. */
export async function runOffThread<K extends OffThreadTaskName>(
  task: K,
  input: OffThreadTasks[K] extends { input: infer I } ? I : never,
): Promise<OffThreadTasks[K] extends { output: infer O } ? O : never> {
  const fn = registry.get(task as string);
  if (!fn) throw new Error(`No off-thread task named ${String(task)}`);
  return (await (fn as (i: unknown) => unknown)(input)) as OffThreadTasks[K] extends { output: infer O } ? O : never;
}
