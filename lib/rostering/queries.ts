"use client";

// React Query hooks over the OneRoster routes (docs/decisions/240-243): preview and import a SIS's zip, watch the
// import job, and the export's link. Types come from the server's services by `import type`.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { RosterImportView } from "./apply";
import type { RosterPreview, RosterProblem } from "./service";

export type { RosterImportView, RosterPreview, RosterProblem };

/** POST the zip: `dryRun` answers the preview; otherwise the import job (202). */
export function useUploadRoster(organizationId: string) {
  return useMutation({
    mutationFn: (input: { file: File; dryRun: boolean; applyRemovals?: boolean }) => {
      const form = new FormData();
      form.append("file", input.file);
      if (input.dryRun) form.append("dryRun", "true");
      if (input.applyRemovals) form.append("applyRemovals", "true");
      return api<RosterPreview | RosterImportView>(`/organization/${organizationId}/oneroster/`, {
        method: "POST",
        body: form,
      });
    },
  });
}

/** POST the administrator's people CSV (issue 42): `dryRun` answers the check; otherwise the import job (202). */
export function useUploadPeopleCsv(organizationId: string) {
  return useMutation({
    mutationFn: (input: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append("file", input.file);
      if (input.dryRun) form.append("dryRun", "true");
      return api<RosterPreview | RosterImportView>(`/organization/${organizationId}/people-csv/`, {
        method: "POST",
        body: form,
      });
    },
  });
}

/** The example people CSV Sprout serves (public/examples). */
export const PEOPLE_CSV_EXAMPLE = "/examples/sprout-people.csv";

export function fetchRosterImport(organizationId: string, importId: string) {
  return api<RosterImportView>(`/organization/${organizationId}/oneroster/${importId}`);
}

/** After an import: every organizer list (people, students, invitations, classes) reads again. */
export function useRosterImported() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries();
}

/** The organization's OneRoster zip: a plain link downloads it with the session cookie. */
export function rosterExportHref(organizationId: string): string {
  return `/api/organization/${organizationId}/oneroster`;
}
