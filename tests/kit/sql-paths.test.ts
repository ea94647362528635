// One written rule for SQL (ARCHITECTURE.md "Query layer", issue 22): Prisma for every query by default; the raw
// executor `sql` only for the hot reads built as one json statement and the import's bulk insert; Prisma's tagged
// `$queryRaw`/`$executeRaw` only where the statement is PostgreSQL's own (locks, counters, notify, aggregates, the
// audit chain); the `Unsafe` forms only with Sprout's own fragments. A new file on a raw path fails here until the
// rule's lists (and the map) name it, so the third way to run SQL cannot spread unseen.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

/** The raw executor: a hot read in one statement returning json, or the import's bulk insert. */
const SQL_EXECUTOR = [
  "lib/auth/sessions.ts", // liveSession: session + user + organization code
  "lib/classes/service.ts", // the class list
  "lib/lesson/live.ts", // the lesson view's tiles
  "lib/organizations/people.ts", // the organizer's people and students
  "lib/parents/children.ts", // the parent's children
  "lib/progress/facts.ts", // a class's puzzle facts
  "lib/students/accounts.ts", // the import's bulk insert
  "lib/students/roster.ts", // the roster and one student
];
/** Prisma's tagged raw statements: PostgreSQL's own features, always parameterised by the template. */
const TAGGED_RAW = [
  "lib/accounts/throttle.ts", // counters with arithmetic in one upsert
  "lib/activity/rejudge-job.ts", // a batch of verdicts judged again, written from unnest(arrays) in one UPDATE
  "lib/activity/screen-time.ts", // the day's row locked FOR UPDATE
  "lib/analytics/organization.ts", // aggregates
  "lib/audit/record.ts", // the entry whose chain link the trigger writes
  "lib/audit/refusals.ts", // one upsert that counts a refused request (ON CONFLICT … count + 1)
  "lib/audit/service.ts", // the chain recomputed with window functions
  "lib/auth/sign-in-ticket.ts", // a school sign-in's ticket taken once: DELETE … RETURNING
  "lib/classroom/sync.ts", // the class row locked FOR UPDATE while a Classroom sync adds its students
  "lib/db/client.ts", // the readiness probe
  "lib/http/rate-limit.ts", // counters with arithmetic in one upsert
  "lib/lesson/work.ts", // a child's newest runs per puzzle, by window functions
  "lib/live/hub.ts", // pg_notify
  "lib/payments/checkout.ts", // an advisory lock per child
  "lib/rostering/apply.ts", // an advisory lock per organization's OneRoster import
  "lib/school-sign-in/flow.ts", // the sign-in in flight taken once (a replayed answer finds nothing): DELETE … RETURNING
  "lib/students/accounts.ts", // the import's bulk insert
];
/** `$queryRawUnsafe`: SQL text built only from Sprout's own fragments, every value a $n parameter. */
const UNSAFE_RAW = ["lib/analytics/organization.ts"];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== "generated") sources(full, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.ts$/.test(name)) out.push(full);
  }
  return out;
}

function using(pattern: RegExp): string[] {
  return [...sources(path.join(root, "lib")), ...sources(path.join(root, "app"))]
    .filter((f) => pattern.test(readFileSync(f, "utf8")))
    .map((f) => path.relative(root, f))
    .sort();
}

describe("one written rule for SQL", () => {
  it("the raw executor only in the hot reads and the import's insert", () => {
    expect(using(/import\s*\{[^}]*\bsql\b[^}]*\}\s*from\s*"@\/lib\/db\/client"/)).toEqual(SQL_EXECUTOR);
  });

  it("Prisma's tagged raw statements only where the statement is PostgreSQL's own", () => {
    expect(using(/\$(queryRaw|executeRaw)`|\$(queryRaw|executeRaw)<[^>]*>`/)).toEqual(TAGGED_RAW);
  });

  it("the Unsafe forms only with Sprout's own fragments", () => {
    expect(using(/\$(queryRawUnsafe|executeRawUnsafe)\b/)).toEqual(UNSAFE_RAW);
  });
});
