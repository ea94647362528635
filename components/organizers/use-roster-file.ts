"use client";

// The one check → import → progress flow of a roster file (issue 26's OneRoster zip, issue 42's people CSV): the
// chosen file, its preview, the running job and its result. Each section brings its upload and its own words.
import { useCallback, useState, type FormEvent } from "react";
import { useBusy } from "@/components/ui/use-busy";
import { useUi } from "@/components/ui/ui-state";
import {
  fetchRosterImport,
  useRosterImported,
  type RosterImportView,
  type RosterPreview,
} from "@/lib/rostering/queries";

type Upload = (input: { file: File; dryRun: boolean }) => Promise<RosterPreview | RosterImportView>;

export function useRosterFile(organizationId: string, upload: Upload, checking: string) {
  const imported = useRosterImported();
  const busy = useBusy({ file: "File" });
  const { showErrors } = useUi();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RosterPreview | null>(null);
  const [job, setJob] = useState<RosterImportView | null>(null);
  const [result, setResult] = useState<RosterImportView | null>(null);

  async function check(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    setResult(null);
    const p = await busy(checking, () => upload({ file, dryRun: true }));
    if (p && "valid" in p) setPreview(p);
  }

  async function start() {
    if (!file) return;
    const started = await busy("Starting the import...", () => upload({ file, dryRun: false }));
    if (started && !("valid" in started)) setJob(started);
  }

  /** A new file chosen: the old preview no longer applies. */
  const choose = (f: File | null) => {
    setFile(f);
    setPreview(null);
  };

  const load = useCallback(() => fetchRosterImport(organizationId, job!.id), [organizationId, job]);
  const done = useCallback(
    (finished: RosterImportView) => {
      setJob(null);
      setPreview(null);
      setResult(finished);
      void imported();
    },
    [imported],
  );
  const failed = useCallback(
    (messages: string[]) => {
      setJob(null);
      showErrors(messages);
    },
    [showErrors],
  );
  return { file, choose, preview, job, result, check, start, load, done, failed };
}
