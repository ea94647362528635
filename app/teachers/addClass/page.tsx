import { env } from "@/lib/env";
import { AddClassPage } from "@/components/classroom/add-class-page";
import { GoogleClassroomImport } from "@/components/classroom/google-classroom-import";

// Read at request time: whether Google is configured is the server's setting, not the build's.
export const dynamic = "force-dynamic";

export default function Page() {
  return (
    <>
      <AddClassPage returnTo="/teachers" />
      <GoogleClassroomImport googleClientId={env.googleConfigured ? (env.GOOGLE_CLIENT_ID ?? null) : null} />
    </>
  );
}
