"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SessionProvider } from "next-auth/react";
import { useState, type ReactNode } from "react";
import { handleSessionEnded } from "@/components/auth/session-ended";
import { SessionWatch } from "@/components/auth/session-watch";
import { ApiError } from "@/lib/http/client";
import { UiStateProvider } from "@/components/ui/ui-state";
import { ConfirmProvider } from "@/components/ui/confirm-dialog";

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        // A 401 means the session ended while the page was open: leave for the sign-in page (SPEC §2).
        queryCache: new QueryCache({ onError: handleSessionEnded }),
        mutationCache: new MutationCache({ onError: handleSessionEnded }),
        defaultOptions: {
          queries: {
            retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 1,
            refetchOnWindowFocus: false,
            staleTime: 10_000,
          },
        },
      }),
  );
  // The session is polled every 5 minutes and on focus: each poll re-issues the 1-hour access token in the
  // cookie while the server-side session lives (SPEC §4: refresh after 1 hour, sign-in after 24 hours).
  return (
    <SessionProvider refetchInterval={5 * 60} refetchOnWindowFocus>
      <QueryClientProvider client={client}>
        <UiStateProvider>
          <ConfirmProvider>
            <SessionWatch />
            {children}
          </ConfirmProvider>
        </UiStateProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
