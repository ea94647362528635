"use client";

// The header's unread count beside "Messages" (issue 13); live events refresh it.
import { useChatLive, useConversations, type Side } from "@/lib/chat/queries";

export function UnreadBadge({ side }: { side: Side }) {
  const { data } = useConversations(side);
  useChatLive();
  const n = data?.unread ?? 0;
  if (!n) return null;
  return (
    <span className="ml-1 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white" data-testid="unread-badge">
      {n}
      <span className="sr-only"> unread</span>
    </span>
  );
}
