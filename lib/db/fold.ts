// A check that rides in a request's first read (docs/decisions/254). A read-only route may run its handler
// before a check (the live session) has answered: the check's one-row SELECT is folded into the handler's first
// raw SELECT as one more column, so the pair costs one round trip instead of two. The check settles from that
// column; when no statement could carry it (none ran, or the first returned no row), the caller settles it alone
// (settleAlone) before anything is answered. A check that does not hold throws CheckFailed to stop the handler,
// and stays recorded (`holds: false`) even if a handler swallows the error.
import { AsyncLocalStorage } from "node:async_hooks";

export type FoldedCheck = {
  /** A SELECT of one column that returns at most one row, its parameters numbered from $1. */
  readonly text: string;
  readonly params: readonly unknown[];
  /** Whether the column's value (null: no row) lets the request go on. */
  readonly test: (value: unknown) => boolean;
  /** The outcome, once settled. */
  holds?: boolean;
  /** A statement carrying the check is in flight: the statements beside it run plain. */
  carried: boolean;
};

/** The folded check did not hold: what ran under its assumption must be thrown away. */
export class CheckFailed extends Error {
  constructor() {
    super("A check folded into this request's first read did not hold.");
  }
}

const COLUMN = "__sprout_check";
const scope = new AsyncLocalStorage<FoldedCheck>();

export function foldedCheck(text: string, params: readonly unknown[], test: (value: unknown) => boolean): FoldedCheck {
  return { text, params, test, carried: false };
}

function settle(check: FoldedCheck, value: unknown): void {
  check.holds = check.test(value);
  if (!check.holds) throw new CheckFailed();
}

/** Runs `fn` with `check` folded into its first raw SELECT. */
export function withFoldedCheck<T>(check: FoldedCheck, fn: () => Promise<T>): Promise<T> {
  return scope.run(check, fn);
}

/** SELECT `text` with the check as one more column; its parameters follow `params`. */
function foldedText(check: FoldedCheck, text: string, paramCount: number): string {
  const inner = check.text.replace(/\$(\d+)/g, (_, d: string) => `$${Number(d) + paramCount}`);
  // Each inner text ends on its own line, so a trailing `--` comment in it cannot swallow what follows.
  return `SELECT (${inner}\n) AS "${COLUMN}", q.* FROM (${text}\n) q`;
}

/**
 * Runs the SELECT `text` with the pending check of this request folded in, or plain when there is none.
 * A SELECT keeps its rows' order as a plain projection of a sorted subquery: PostgreSQL does not pull a
 * subquery with ORDER BY up into the outer query, and the outer query neither joins nor sorts.
 */
export async function runFolded<T>(
  run: (text: string, params: unknown[]) => Promise<T[]>,
  text: string,
  params: unknown[],
): Promise<T[]> {
  const check = scope.getStore();
  if (!check || check.holds !== undefined || check.carried || !/^\s*(SELECT|WITH)\b/i.test(text)) {
    return run(text, params);
  }
  check.carried = true;
  let rows: T[];
  try {
    rows = await run(foldedText(check, text, params.length), [...params, ...check.params]);
  } finally {
    check.carried = false;
  }
  if (!rows.length) return rows;
  const value = (rows[0] as Record<string, unknown>)[COLUMN];
  for (const row of rows) delete (row as Record<string, unknown>)[COLUMN];
  settle(check, value);
  return rows;
}

/**
 * Settles `check` with its own statement when no read carried it; throws CheckFailed when it does not hold
 * (also when a read carried it and the handler swallowed the error).
 */
export async function settleAlone(
  check: FoldedCheck,
  run: (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>,
): Promise<void> {
  if (check.holds === undefined) {
    const [row] = await run(`SELECT (${check.text}\n) AS "${COLUMN}"`, [...check.params]);
    settle(check, row?.[COLUMN] ?? null);
  }
  if (!check.holds) throw new CheckFailed();
}
