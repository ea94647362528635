"use client";

// React Query hooks over the chat API and the one live-event hook (issue 13). The browser opens a single
// EventSource per page however many components listen; each event refreshes the chat queries it touches.
import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { Side, listConversations } from "./conversations";
import type { getThread, sendMessage, markRead, reportMessage } from "./messages";
import type {
  Availability,
  ContactView,
  ConversationView,
  LiveEvent,
  MessageView,
  ReadReceiptView,
} from "./serializers";

export type { Side, ContactView, ConversationView, MessageView, Availability };
export type ConversationList = Awaited<ReturnType<typeof listConversations>>;
export type Thread = Awaited<ReturnType<typeof getThread>>;
export type SentMessage = Awaited<ReturnType<typeof sendMessage>>;
export type ReadResult = Awaited<ReturnType<typeof markRead>>;
export type ReportResult = Awaited<ReturnType<typeof reportMessage>>;

export const chatKeys = {
  all: ["chat"] as const,
  list: (side: Side) => ["chat", side, "list"] as const,
  thread: (side: Side, id: string) => ["chat", side, "thread", id] as const,
  quiet: ["chat", "quiet-hours"] as const,
};

export function useConversations(side: Side) {
  return useQuery({
    queryKey: chatKeys.list(side),
    queryFn: () => api<ConversationList>(`/chat/${side}/`),
    refetchInterval: 60_000,
  });
}

/** The opened conversation; `older` pages back with `before`. */
export function useThread(side: Side, id: string | undefined) {
  return useQuery({
    queryKey: chatKeys.thread(side, id ?? ""),
    queryFn: () => api<Thread>(`/chat/${side}/message/${id}/`),
    enabled: Boolean(id),
  });
}

export function fetchOlder(side: Side, id: string, before: number) {
  return api<Thread>(`/chat/${side}/message/${id}/?before=${before}&limit=50`);
}

export function useStartConversation(side: Side) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { otherId: string; childId: string }) =>
      api<{ id: string }>(`/chat/${side}/`, {
        method: "POST",
        json:
          side === "teacher"
            ? { parentId: input.otherId, childId: input.childId }
            : { teacherId: input.otherId, childId: input.childId },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chatKeys.list(side) }),
  });
}

export function useSendMessage(side: Side, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api<SentMessage>(`/chat/${side}/message/${id}/`, { method: "POST", json: { text } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["chat", side] }),
  });
}

export function useMarkRead(side: Side, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (upTo?: number) =>
      api<ReadResult>(`/chat/${side}/message/${id}/read/`, { method: "POST", json: upTo ? { upTo } : {} }),
    onSuccess: (r) => {
      if (r.read) void qc.invalidateQueries({ queryKey: chatKeys.list(side) });
    },
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: (input: { messageId: number; reason: string }) =>
      api<ReportResult>(`/chat/message/${input.messageId}/report/`, { method: "POST", json: { reason: input.reason } }),
  });
}

export function useQuietHours() {
  return useQuery({ queryKey: chatKeys.quiet, queryFn: () => api<Availability>("/chat/teacher/quiet-hours/") });
}

export function useSetQuietHours() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (quietHours: { start: string; end: string; timeZone: string } | null) =>
      api<Availability>("/chat/teacher/quiet-hours/", { method: "PUT", json: { quietHours } }),
    onSuccess: (a) => qc.setQueryData(chatKeys.quiet, a),
  });
}

export type { LiveEvent };
type LiveListener = (e: LiveEvent) => void;

// One EventSource per page, shared by every component that listens; it reconnects on its own and sends
// Last-Event-ID, so the server replays what was missed.
const live: { source: EventSource | null; listeners: Set<LiveListener> } = { source: null, listeners: new Set() };

function openSource(qc: QueryClient) {
  const source = new EventSource("/api/chat/stream");
  source.addEventListener("message", (e) => {
    const message = JSON.parse((e as MessageEvent<string>).data) as MessageView;
    void qc.invalidateQueries({ queryKey: chatKeys.all });
    for (const l of live.listeners) l({ type: "message", message });
  });
  source.addEventListener("read", (e) => {
    const data = JSON.parse((e as MessageEvent<string>).data) as ReadReceiptView;
    void qc.invalidateQueries({ queryKey: chatKeys.all });
    for (const l of live.listeners) l({ type: "read", ...data });
  });
  return source;
}

/** Subscribes to live chat events while mounted; chat queries refresh on every event. */
export function useChatLive(onEvent?: LiveListener) {
  const qc = useQueryClient();
  const ref = useRef(onEvent);
  useEffect(() => {
    ref.current = onEvent;
  });
  useEffect(() => {
    const listener: LiveListener = (e) => ref.current?.(e);
    live.listeners.add(listener);
    live.source ??= openSource(qc);
    return () => {
      live.listeners.delete(listener);
      if (!live.listeners.size) {
        live.source?.close();
        live.source = null;
      }
    };
  }, [qc]);
}
