"use client";

// Google Classroom's read-only token from Google's window, then one call with it under the loading overlay: a
// closed window or a refused call is shown in the one error modal (issue 42).
import { useCallback } from "react";
import { useApiError } from "@/components/ui/use-api-error";
import { useUi } from "@/components/ui/ui-state";
import { requestGoogleToken } from "@/components/auth/google-identity";
import { CLASSROOM_SCOPE } from "@/lib/classroom/wire";

export function useWithClassroomToken() {
  const { showErrors, setLoading } = useUi();
  const fail = useApiError();
  return useCallback(
    async (googleClientId: string, loading: string, call: (accessToken: string) => Promise<void>) => {
      let accessToken: string;
      try {
        accessToken = await requestGoogleToken(googleClientId, CLASSROOM_SCOPE);
      } catch (e) {
        return showErrors([(e as Error).message]);
      }
      setLoading(loading);
      try {
        await call(accessToken);
      } catch (e) {
        fail(e);
      } finally {
        setLoading(null);
      }
    },
    [fail, setLoading, showErrors],
  );
}
