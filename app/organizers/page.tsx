import { OrganizersDashboard } from "@/components/organizers/organizers-dashboard";
import { Prefilled } from "@/components/shell/prefilled";
import { currentActor } from "@/lib/auth/guard";
import { isDeploymentAdmin } from "@/lib/auth/admin";
import { organizerFirstData } from "@/lib/server/first-data";

export const metadata = { title: "Organizations" };

/**
 * The layout has already checked the organizer role; the administrator also gets "Create organization". The
 * organizations and the open tab's first page are read on the server (docs/decisions/155, 156), so the page
 * paints with them; the page is dynamic (it reads the session), so `useSearchParams` needs no Suspense here.
 */
export default async function Page({ searchParams }: { searchParams: Promise<{ org?: string; tab?: string }> }) {
  const search = await searchParams;
  const actor = await currentActor();
  const [isAdmin, entries] = await Promise.all([
    actor ? isDeploymentAdmin(actor) : false,
    organizerFirstData({
      org: typeof search.org === "string" ? search.org : undefined,
      tab: typeof search.tab === "string" ? search.tab : undefined,
    }),
  ]);
  return (
    <Prefilled entries={entries}>
      <OrganizersDashboard isAdmin={isAdmin} />
    </Prefilled>
  );
}
