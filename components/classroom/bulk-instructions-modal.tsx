"use client";

import Image from "next/image";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

/** SPEC §2/§5: the expected layout as an image, a checklist and 'Got it!'. */
export function BulkInstructionsModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Bulk Import Instructions" onClose={onClose} testId="bulk-instructions">
      <Image
        src="/bulk-import-example.svg"
        alt="A spreadsheet with the headers id, email, firstName, lastName, username and dob, one student per row; some email, username and dob cells are empty"
        width={720}
        height={220}
        unoptimized
        className="h-auto w-full rounded-lg border"
      />
      <ul className="mt-4 list-disc space-y-1 pl-6">
        <li>firstName and lastName must be filled on every row.</li>
        <li>
          id, email, username and dob may be left empty. A child needs no e-mail; an empty username is made from the
          names (you see it in the preview before anything is added).
        </li>
        <li>dob, when given, is written YYYY-MM-DD, separated by hyphens (for example 2016-04-23).</li>
        <li>
          The headers match the image exactly, including capital letters; columns you leave empty may be left out.
        </li>
        <li>
          Values are separated by commas; save the file as CSV with a .csv extension (a plain text editor works too).
        </li>
        <li>No cell may start with =, +, - or @ (spreadsheets run those as formulas).</li>
      </ul>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <a href="/bulk-import-example.csv" download="sprout-students-example.csv" className="text-sprout-700 underline">
          Download the example file (CSV)
        </a>
        <Button onClick={onClose}>Got it!</Button>
      </div>
    </Modal>
  );
}
