import { now } from "@/lib/clock";
import { todayIn } from "./dates";

/** The teacher's calendar day: the browser sends its IANA zone in x-time-zone (UTC when absent or unknown). */
export function teacherToday(req: Request): string {
  return todayIn(now(), req.headers.get("x-time-zone") ?? "UTC");
}
