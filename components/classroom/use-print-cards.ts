"use client";

import { useCallback } from "react";
import { useUi } from "@/components/ui/ui-state";
import { fetchLoginCards } from "@/lib/classes/queries";

export const PDF_FAILED = "Failed to generate PDF. Please try again.";
export const POPUP_BLOCKED = "Please allow popups for this site to view the PDF";

/**
 * Opens a class's login cards (SPEC §7, §8). The tab is opened during the click (browsers block popups
 * opened after an await), then pointed at the PDF blob, whose object URL is released after 1 second.
 */
export function usePrintCards() {
  const { setGenerating, showErrors } = useUi();
  return useCallback(
    async (classId: string, opts: { studentId?: string; paper?: "letter" | "a4" } = {}) => {
      const tab = window.open("", "_blank");
      if (!tab) {
        showErrors(POPUP_BLOCKED);
        return;
      }
      setGenerating("Generating...");
      try {
        const pdf = await fetchLoginCards(classId, opts);
        if (!pdf) {
          tab.close(); // no session: a silent stop, as SPEC §8 says for a missing token
          return;
        }
        const url = URL.createObjectURL(pdf);
        tab.location.href = url;
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      } catch {
        tab.close();
        showErrors(PDF_FAILED);
      } finally {
        setGenerating(null);
      }
    },
    [setGenerating, showErrors],
  );
}
