import { Suspense } from "react";
import { OrganizersDashboard } from "@/components/organizers/organizers-dashboard";
import { currentActor } from "@/lib/auth/guard";
import { isDeploymentAdmin } from "@/lib/auth/admin";

export const metadata = { title: "Organizations" };

/** The layout has already checked the organizer role; the administrator also gets "Create organization". */
export default async function Page() {
  const actor = await currentActor();
  const isAdmin = actor ? await isDeploymentAdmin(actor) : false;
  return (
    <Suspense fallback={<p>Loading your organizations…</p>}>
      <OrganizersDashboard isAdmin={isAdmin} />
    </Suspense>
  );
}
