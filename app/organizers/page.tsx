import { OrganizersDashboard } from "@/components/organizers/organizers-dashboard";
import { Prefilled } from "@/components/shell/prefilled";
import { organizerFirstData } from "@/lib/server/first-data";

export const metadata = { title: "Organizations" };

/**
 * The layout has already checked the organizer role; every organizer may create an organization (decision 195).
 * The organizations and the open tab's first page are read on the server (docs/decisions/155, 156), so the page
 * paints with them; the page is dynamic (it reads the session), so `useSearchParams` needs no Suspense here.
 */
export default async function Page({ searchParams }: { searchParams: Promise<{ org?: string; tab?: string }> }) {
  const search = await searchParams;
  const entries = await organizerFirstData({
    org: typeof search.org === "string" ? search.org : undefined,
    tab: typeof search.tab === "string" ? search.tab : undefined,
  });
  return (
    <Prefilled entries={entries}>
      <OrganizersDashboard />
    </Prefilled>
  );
}
