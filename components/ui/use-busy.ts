"use client";

// Runs one async step under the global loading overlay (SPEC §2), and shows its failure in the error modal.
// Resolves to the step's result, or `undefined` when it failed (the modal already said why).
import { useCallback } from "react";
import { useApiError } from "./use-api-error";
import { useUi } from "./ui-state";

export function useBusy(labels?: Record<string, string>) {
  const { setLoading } = useUi();
  const fail = useApiError(labels);
  return useCallback(
    async <T>(text: string, step: () => Promise<T>): Promise<T | undefined> => {
      setLoading(text);
      try {
        return await step();
      } catch (error) {
        fail(error);
        return undefined;
      } finally {
        setLoading(null);
      }
    },
    [setLoading, fail],
  );
}
