import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { FirstData } from "@/lib/server/first-data";

/**
 * Server-rendered first data (docs/decisions/155): puts each entry in the browser's React Query cache under the
 * key its hook in lib/<domain>/queries.ts uses, so the page paints with content and the hooks refetch as usual
 * once stale. Each value goes through JSON, so the cache holds what the API would have answered (dates as
 * strings), not the service's objects.
 */
export function Prefilled({ entries, children }: { entries: FirstData[]; children: ReactNode }) {
  const client = new QueryClient();
  for (const { queryKey, data } of entries) client.setQueryData(queryKey, JSON.parse(JSON.stringify(data)));
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
