// What an attempt row keeps of its program (issue 41 "Attempts bounded"). A program the server refused (it could
// not be read, or uses blocks the puzzle does not offer: never run) is kept as its size only; so is any program
// past the child's daily byte budget (lib/http/limits.ts): that attempt is still judged, counted and credited,
// since the attempts are the record progress is computed from (docs/decisions/160). A kept program is its JSON
// text (a JSON string in the column: docs/decisions/162).
import type { Prisma } from "@/lib/generated/prisma/client";
import { PROGRAM_BYTES_PER_DAY, PROGRAM_BYTES_WINDOW_SECONDS } from "@/lib/http/limits";
import { addToCounter } from "@/lib/http/rate-limit";
import { PROGRAM_ERROR_CODES } from "@/lib/puzzles/parse-program";
import type { AttemptVerdict } from "@/lib/puzzles/verdict";

/** In place of the program: why it was not kept, and its size in bytes (UTF-8 JSON). */
export type OmittedProgram = { omitted: "refused" | "daily-cap"; bytes: number };

const REFUSALS: ReadonlySet<string> = new Set(PROGRAM_ERROR_CODES);

/** Refused: the program was never run (unreadable, over the limits, or with blocks the puzzle does not offer). */
export const isRefusedProgram = (result: Pick<AttemptVerdict, "error">) =>
  Boolean(result.error && REFUSALS.has(result.error.code));

export function isOmittedProgram(value: unknown): value is OmittedProgram {
  return typeof value === "object" && value !== null && "omitted" in value && "bytes" in value;
}

/**
 * The program column of a new attempt, in the attempt's transaction (the day's bytes count with the row). From
 * the program that passes the day's budget on, the day's programs are not kept (the counter's window is 24 h).
 */
export async function storedProgram(
  tx: Prisma.TransactionClient,
  studentId: string,
  program: unknown,
  result: AttemptVerdict,
): Promise<Prisma.InputJsonValue> {
  const text = JSON.stringify(program ?? null) ?? "null";
  const bytes = Buffer.byteLength(text, "utf8");
  if (isRefusedProgram(result)) return { omitted: "refused", bytes } satisfies OmittedProgram;
  const day = await addToCounter(`program-bytes:${studentId}`, bytes, PROGRAM_BYTES_WINDOW_SECONDS, tx);
  if (day.total > PROGRAM_BYTES_PER_DAY) return { omitted: "daily-cap", bytes } satisfies OmittedProgram;
  return text;
}
