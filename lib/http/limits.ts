// The budgets of Sprout's costly requests (issue 41), in one place: set where a real school never reaches them
// (an organizer re-checking a file a few times a minute, a class of 30 uploading at the start of the year, a
// child pressing Run as fast as a child can), so only a script does. Counters: lib/http/rate-limit.ts.
import { consumeRateLimit, type RateRule } from "./rate-limit";

const MINUTE = 60;

/**
 * Roster and class-file work (OneRoster zips, class CSV files, a class made from a file): parsing and planning a
 * 40,000-row file costs seconds of CPU. Counted per account and per organization (an organization's budget is
 * several accounts' worth, so one member alone cannot spend it for the others), previews and imports apart.
 */
export const FILE_LIMITS = {
  previewPerAccount: {
    max: 12,
    windowSeconds: MINUTE,
    message: "You checked files many times in the last minute. Please wait a moment and check this one again.",
  },
  previewPerOrganization: {
    max: 60,
    windowSeconds: MINUTE,
    message: "Your organization checked many files in the last minute. Please wait a moment and try again.",
  },
  importPerAccount: {
    max: 6,
    windowSeconds: MINUTE,
    message: "You started many imports in the last minute. Please wait a moment and try again.",
  },
  importPerOrganization: {
    max: 30,
    windowSeconds: MINUTE,
    message: "Your organization started many imports in the last minute. Please wait a moment and try again.",
  },
} satisfies Record<string, RateRule>;

/**
 * Counts a file check (`dryRun`) or import by this account, and by its organization when it has one; 429 with
 * Retry-After past either budget. Called after the caller's permission check: a stranger cannot spend a school's.
 */
export async function spendFileBudget(accountId: string, organizationId: string | null | undefined, dryRun: boolean) {
  const [kind, perAccount, perOrganization] = dryRun
    ? (["file-check", FILE_LIMITS.previewPerAccount, FILE_LIMITS.previewPerOrganization] as const)
    : (["file-import", FILE_LIMITS.importPerAccount, FILE_LIMITS.importPerOrganization] as const);
  await consumeRateLimit(`${kind}:account:${accountId}`, perAccount);
  if (organizationId) await consumeRateLimit(`${kind}:organization:${organizationId}`, perOrganization);
}

/** Imports (class files, OneRoster) and other heavy jobs running at once in one instance; the rest wait queued. */
export const HEAVY_JOBS_PER_INSTANCE = 2;

/**
 * A child's attempts (issue 41 "Attempts bounded"): Run animates every step, so even a child on the calm setting
 * pressing Run again and again sends a couple a second. Beyond it the page keeps the attempt and sends it again
 * after Retry-After (lib/activity/queries.ts): nothing a child did is lost.
 */
export const ATTEMPT_RATE: RateRule = {
  max: 5,
  windowSeconds: 2,
  message: "Sprout is still checking your last runs. Your run is saved; it will be sent in a moment.",
};

/**
 * Bytes of program a child's attempts may store per day (a solution is under 6 KB; a busy day of 200 runs stays
 * under 1 MB). Past it an attempt is still judged and counted, stored without its program (lib/activity/attempts.ts).
 */
export const PROGRAM_BYTES_PER_DAY = 2 * 1024 * 1024;
export const PROGRAM_BYTES_WINDOW_SECONDS = 24 * 60 * 60;
