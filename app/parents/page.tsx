import { ParentsDashboard } from "@/components/parents/parents-dashboard";
import { Prefilled } from "@/components/shell/prefilled";
import { parentFirstData } from "@/lib/server/first-data";

// The first screen's data is read on the server and hydrated into React Query (docs/decisions/155).
export default async function Page() {
  return (
    <Prefilled entries={await parentFirstData()}>
      <ParentsDashboard />
    </Prefilled>
  );
}
