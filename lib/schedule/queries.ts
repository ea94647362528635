"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { calendarState, serializeEvent } from "./service";

export type EventDto = ReturnType<typeof serializeEvent>;
/** What the event form sends: the fields the schema reads. */
export type EventInput = Pick<
  EventDto,
  "Subject" | "Description" | "StartTime" | "EndTime" | "StartTimezone" | "EndTimezone" | "IsAllDay" | "RecurrenceRule"
>;
export type CalendarState = Awaited<ReturnType<typeof calendarState>>;
export type CourseworkDate = CalendarState["coursework"][number];

const KEY = ["calendar"] as const;

export function useCalendar() {
  return useQuery({ queryKey: KEY, queryFn: () => api<CalendarState>("/academics/calendar/calendar") });
}

function useCalendarMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveEvent = () =>
  useCalendarMutation(({ Id, ...body }: EventInput & { Id?: string }) =>
    Id
      ? api<EventDto>(`/academics/calendar/schedules/${Id}`, { method: "PUT", json: body })
      : api<EventDto>("/academics/calendar/schedules/", { method: "POST", json: body }),
  );

export const useDeleteEvent = () =>
  useCalendarMutation((event: Pick<EventDto, "Id">) =>
    api("/academics/calendar/schedules/delete/", { method: "DELETE", json: event }),
  );

export const useSyncCalendar = () =>
  useCalendarMutation(() => api<CalendarState>("/academics/calendar/calendar", { method: "POST" }));

export const useConnectCalendar = () =>
  useCalendarMutation((accessToken: string) =>
    api("/auth/calendar/", { method: "POST", json: { access_token: accessToken } }),
  );

export const useRegenerateFeed = () =>
  useCalendarMutation(() => api<{ feedUrl: string }>("/academics/calendar/feed/", { method: "POST" }));
