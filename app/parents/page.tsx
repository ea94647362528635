import { ParentsDashboard } from "@/components/parents/parents-dashboard";

export default function Page() {
  return <ParentsDashboard />;
}
