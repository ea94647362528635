"use client";

// The one way a screen shows a failed call: the global error modal with SPEC §8's lines. Pass the form's
// labels so a field message reads as the form names that field.
import { useCallback } from "react";
import { ApiError } from "@/lib/http/client";
import { errorLines } from "@/lib/http/error-lines";
import { isLeaving } from "@/components/auth/session-ended";
import { useUi } from "./ui-state";

export function useApiError(labels?: Record<string, string>) {
  const { showErrors } = useUi();
  const key = labels ? JSON.stringify(labels) : "";
  return useCallback(
    (error: unknown) => {
      // An ended session is not an error to read: the dashboard is already leaving for its sign-in page.
      if (error instanceof ApiError && error.status === 401 && isLeaving()) return;
      showErrors(errorLines(error, key ? (JSON.parse(key) as Record<string, string>) : {}));
    },
    [showErrors, key],
  );
}
