// The OneRoster work that runs in a worker thread (issue 41; lib/jobs/pool.ts): unzip under caps, parse, check and
// plan against what the organization holds (read from the database by the caller), then either the preview or
// what the import job needs. Only the problems the 400 lists cross back, and the roster only when it is imported.
import { registerOffThreadTasks } from "@/lib/jobs/pool";
import { districtPreviewOf, isDistrictRoster, newDistrictStudents, planDistrict, type HeldSchools } from "./district";
import { MAX_PROBLEMS, readRosterZip, type Problem } from "./files";
import { planRoster, type Held } from "./plan";
import { previewOf, type RosterPreview } from "./preview";
import { buildRoster, type Roster } from "./roster";

/** `schools`: what the organization's schools hold, when it is a district (issue 42). */
export type ReadRosterInput = { zip: Uint8Array; held: Held; schools?: HeldSchools; dryRun: boolean };
export type ReadRosterOutput =
  | { kind: "preview"; preview: RosterPreview }
  /** The file's first MAX_PROBLEMS problems and how many it has. */
  | { kind: "refused"; problems: Problem[]; count: number }
  | { kind: "import"; roster: Roster; newStudents: number };

/** A zip's preview (dryRun), or its problems, or the roster to import with the number of students it creates. */
export function readRoster({ zip, held, schools = {}, dryRun }: ReadRosterInput): ReadRosterOutput {
  const { roster, problems, notes } = buildRoster(readRosterZip(zip));
  const isDistrict = isDistrictRoster(roster);
  if (dryRun)
    return {
      kind: "preview",
      preview: isDistrict
        ? districtPreviewOf(roster, schools, problems, notes)
        : previewOf(planRoster(roster, held), problems, notes),
    };
  if (problems.length) return { kind: "refused", problems: problems.slice(0, MAX_PROBLEMS), count: problems.length };
  const newStudents = isDistrict
    ? newDistrictStudents(planDistrict(roster, schools)).length
    : planRoster(roster, held).students.create.length;
  return { kind: "import", roster, newStudents };
}

export const tasks = { "rostering.read": readRoster };

declare module "@/lib/jobs/pool" {
  interface OffThreadTasks {
    "rostering.read": { input: ReadRosterInput; output: ReadRosterOutput };
  }
}

registerOffThreadTasks(tasks);
