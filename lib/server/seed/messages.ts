// Tom and Pat talk about Sam (issue 13): Tom's last message is unread, so both pages show a badge.
import { HOUR, type SeedContext } from "./context";

export async function seedConversation(
  { tx, verified }: SeedContext,
  people: { teacherId: string; parentId: string; childId: string },
) {
  const { teacherId, parentId } = people;
  const t0 = verified.getTime() - 26 * HOUR;
  await tx.conversation.create({
    data: {
      ...people,
      createdAt: new Date(t0),
      lastMessageAt: new Date(t0 + 25 * HOUR),
      messages: {
        create: [
          { senderId: teacherId, body: "Hi Pat! Sam solved the loops maze today without a hint.", at: 0, read: true },
          {
            senderId: parentId,
            body: "That's wonderful, thank you! Sam talked about it all evening.",
            at: 2,
            read: true,
          },
          {
            senderId: teacherId,
            body: "Next week we start conditionals. A preview: https://sprout.school/about-us",
            at: 25,
            read: false,
          },
        ].map((m) => ({
          senderId: m.senderId,
          body: m.body,
          createdAt: new Date(t0 + m.at * HOUR),
          notifyAt: new Date(t0 + m.at * HOUR),
          readAt: m.read ? new Date(t0 + (m.at + 1) * HOUR) : null,
        })),
      },
    },
  });
}
