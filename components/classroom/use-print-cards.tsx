"use client";

import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { useUi } from "@/components/ui/ui-state";
import { fetchLoginCards, teacherProfileQuery, type CardChoice } from "@/lib/classes/queries";

export const PDF_FAILED = "Failed to generate PDF. Please try again.";
export const POPUP_BLOCKED = "Please allow popups for this site to view the PDF";

/**
 * Opens login cards (SPEC §7, §8): the class's, one student's (`studentId`) or a chosen few (`studentIds`).
 * When the cards would carry a loopback address (APP_URL is localhost, 127.x or ::1) the teacher is asked first:
 * such cards work on this computer only (issue 28). The tab is opened during a click (the print button's or the
 * warning's "Print anyway"), then pointed at the PDF blob, whose object URL is released after 1 second.
 */
export function usePrintCards() {
  const { setGenerating, showErrors } = useUi();
  const confirm = useConfirm();
  const qc = useQueryClient();
  return useCallback(
    async (classId: string, opts: CardChoice = {}) => {
      const profile = await qc.fetchQuery(teacherProfileQuery).catch(() => null);
      if (profile?.cardAddress.loopback) {
        const sure = await confirm({
          title: "These cards will only work on this computer",
          message: (
            <>
              <p>
                The cards show the address <strong>{profile.cardAddress.address}</strong>, and their QR codes point to
                it. That address means &ldquo;this computer&rdquo;, so a child&rsquo;s tablet or laptop cannot open it.
              </p>
              <p className="mt-2">
                Ask whoever runs Sprout to set its web address (APP_URL) to the one the school uses, then print again.
              </p>
            </>
          ),
          confirmLabel: "Print anyway",
        });
        if (!sure) return;
      }
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
    [setGenerating, showErrors, confirm, qc],
  );
}
