// Request schemas of the OneRoster routes (docs/decisions/240-243).
import { z } from "zod";

const flag = z.preprocess((v) => v === "true" || v === "1" || v === true, z.boolean());

/** POST /organization/{id}/oneroster: the zip; `dryRun` previews; `applyRemovals` also applies what left the file. */
export const rosterUploadSchema = z.object({
  file: z.unknown(),
  dryRun: flag.optional(),
  applyRemovals: flag.optional(),
});

export const rosterImportParams = z.object({
  id: z.uuid("Organization not found."),
  importId: z.uuid("Import not found."),
});
