"use client";

// Google Calendar connection and the private ICS feed. The browser gets a calendar access token from
// Google Identity Services and hands it to POST /auth/calendar/; the server syncs events with it.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useApiError } from "@/components/ui/use-api-error";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { useUi } from "@/components/ui/ui-state";
import { useConnectCalendar, useRegenerateFeed, useSyncCalendar, type CalendarState } from "@/lib/schedule/queries";
import { CALENDAR_SCOPE, requestGoogleToken } from "@/components/auth/google-identity";

export function GoogleConnect({ state, googleClientId }: { state: CalendarState; googleClientId: string | null }) {
  const { showErrors } = useUi();
  const fail = useApiError();
  const connect = useConnectCalendar();
  const sync = useSyncCalendar();
  const regenerate = useRegenerateFeed();
  const confirm = useConfirm();
  const [copied, setCopied] = useState(false);
  const failed = state.events.filter((e) => e.SyncStatus === "failed").length;

  const start = async () => {
    try {
      const token = await requestGoogleToken(googleClientId!, CALENDAR_SCOPE);
      connect.mutate(token, { onError: (e) => fail(e) });
    } catch (e) {
      showErrors([(e as Error).message]);
    }
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="rounded-2xl bg-white p-4 shadow-sm" data-testid="google-calendar">
        <h2 className="font-semibold">Google Calendar</h2>
        {!state.googleConfigured ? (
          <p className="mt-1 text-sm text-slate-700">
            Copying your events into Google Calendar is not turned on for this Sprout. Your events are safe here, and
            the calendar address beside this box shows them in Google Calendar, Apple Calendar or Outlook. To copy them
            automatically, ask whoever runs Sprout for your school to connect it to Google (the README&apos;s
            &ldquo;Google&rdquo; section tells them how).
          </p>
        ) : state.calendarConnected ? (
          <div className="mt-1 space-y-2 text-sm">
            <p>Connected: the events you add or change here are copied to your Google Calendar.</p>
            {failed > 0 && <p className="text-red-800">{failed} event(s) could not be copied yet.</p>}
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => sync.mutate(undefined, { onError: (e) => fail(e) })}>
                Sync now
              </Button>
              <Button variant="secondary" onClick={start}>
                Reconnect
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-2 space-y-2 text-sm text-slate-700">
            <p>
              Connect your Google account once, and the events you add or change here are copied to your Google
              Calendar. Sprout only asks to manage calendar events, never your e-mail or files.
            </p>
            <Button onClick={start}>Connect Google Calendar</Button>
          </div>
        )}
      </div>
      <div className="rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="font-semibold">Subscribe from any calendar app</h2>
        <p className="mt-1 text-sm text-slate-700">
          This private address shows your events in Apple Calendar, Outlook or Google. Keep it secret; get a new one if
          it leaks.
        </p>
        <Input
          readOnly
          aria-label="Calendar address"
          className="mt-2 text-xs"
          value={state.feedUrl}
          onFocus={(e) => e.target.select()}
        />
        <div className="mt-2 flex gap-2">
          <Button
            variant="secondary"
            onClick={() => navigator.clipboard?.writeText(state.feedUrl).then(() => setCopied(true))}
          >
            {copied ? "Copied" : "Copy address"}
          </Button>
          <Button
            variant="secondary"
            onClick={async () => {
              const sure = await confirm({
                title: "Make a new calendar address?",
                message: "The old address stops working: calendars that subscribed to it stop updating.",
                confirmLabel: "Make a new address",
              });
              if (sure) regenerate.mutate(undefined, { onError: (e) => fail(e) });
            }}
          >
            New address
          </Button>
        </div>
      </div>
    </div>
  );
}
