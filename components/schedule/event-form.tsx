"use client";

import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import { useApiError } from "@/components/ui/use-api-error";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { useUi } from "@/components/ui/ui-state";
import { EVENT_TITLE_REQUIRED } from "@/lib/schedule/schemas";
import { localDayOf } from "@/lib/schedule/occurrences";
import { useDeleteEvent, useSaveEvent, type EventDto } from "@/lib/schedule/queries";

const REPEATS = {
  "": "Does not repeat",
  "FREQ=DAILY": "Every day",
  "FREQ=WEEKLY": "Every week",
  "FREQ=MONTHLY": "Every month",
} as const;

/** datetime-local wants local "YYYY-MM-DDTHH:mm". */
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function EventForm({
  event,
  defaultStart,
  onClose,
}: {
  event: EventDto | null;
  defaultStart: Date;
  onClose: () => void;
}) {
  const { showErrors } = useUi();
  const fail = useApiError();
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [subject, setSubject] = useState(event?.Subject ?? "");
  // An all-day event's end is exclusive (the next midnight); the form shows its last day.
  const [start, setStart] = useState(
    toLocalInput(!event ? defaultStart : event.IsAllDay ? localDayOf(event.StartTime) : new Date(event.StartTime)),
  );
  const [end, setEnd] = useState(
    toLocalInput(
      !event
        ? new Date(defaultStart.getTime() + 3600_000)
        : event.IsAllDay
          ? new Date(localDayOf(event.EndTime).getTime() - 86_400_000)
          : new Date(event.EndTime),
    ),
  );
  const [allDay, setAllDay] = useState(event?.IsAllDay ?? false);
  const [description, setDescription] = useState(event?.Description ?? "");
  const known = (event?.RecurrenceRule ?? "") in REPEATS;
  const [repeat, setRepeat] = useState(event?.RecurrenceRule ?? "");

  const submit = () => {
    if (!subject.trim()) return showErrors([EVENT_TITLE_REQUIRED]);
    const s = new Date(start);
    const e = new Date(end);
    const body = {
      Subject: subject,
      Description: description,
      StartTime: allDay ? `${start.slice(0, 10)}T00:00:00.000Z` : s.toISOString(),
      EndTime: allDay
        ? new Date(Date.parse(`${end.slice(0, 10)}T00:00:00.000Z`) + 86_400_000).toISOString()
        : e.toISOString(),
      StartTimezone: zone,
      EndTimezone: zone,
      IsAllDay: allDay,
      RecurrenceRule: repeat || null,
    };
    save.mutate({ ...body, ...(event && { Id: event.Id }) }, { onSuccess: onClose, onError: (err) => fail(err) });
  };

  return (
    <Modal title={event ? "Edit event" : "New event"} onClose={onClose} testId="event-form">
      <div className="grid gap-3">
        <Field label="Title">
          <Input value={subject} onChange={(e) => setSubject(e.target.value)} />
        </Field>
        <div className="grid gap-3 md:grid-cols-2">
          <Field label="Starts">
            <Input type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />
          </Field>
          <Field label="Ends">
            <Input type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={allDay} onChange={(e) => setAllDay(e.target.checked)} /> All day
        </label>
        <Field label="Repeats">
          <Select value={repeat} onChange={(e) => setRepeat(e.target.value)}>
            {!known && <option value={repeat}>{repeat}</option>}
            {Object.entries(REPEATS).map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Description">
          <Textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        {event?.SyncStatus === "failed" && (
          <p className="text-sm text-red-800">Not in Google Calendar yet: {event.SyncError}</p>
        )}
      </div>
      <DialogActions
        className="mt-5"
        align="start"
        onCancel={onClose}
        confirmLabel="Save event"
        onConfirm={submit}
        disabled={save.isPending}
      >
        {event && (
          <Button
            variant="danger"
            onClick={() => remove.mutate({ Id: event.Id }, { onSuccess: onClose, onError: (err) => fail(err) })}
          >
            Delete event
          </Button>
        )}
      </DialogActions>
    </Modal>
  );
}
