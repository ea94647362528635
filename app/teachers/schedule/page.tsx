import type { Metadata } from "next";
import { env } from "@/lib/env";
import { ScheduleView } from "@/components/schedule/schedule-view";

export const metadata: Metadata = { title: "Schedule" };
export const dynamic = "force-dynamic";

export default function Page() {
  return <ScheduleView googleClientId={env.googleConfigured ? (env.GOOGLE_CLIENT_ID ?? null) : null} />;
}
