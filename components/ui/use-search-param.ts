"use client";

// A screen's selection kept in the address (docs/decisions/200): a reload, a bookmark or a shared link opens the
// same class and student. Choosing replaces the history entry, so Back leaves the page rather than stepping
// through every click. Setting a key to null removes it; `drop` removes keys that depend on it.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";

export function useSearchParam(key: string, drop: string[] = []): [string | null, (value: string | null) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const dropped = drop.join(",");
  const set = useCallback(
    (value: string | null) => {
      const next = new URLSearchParams(window.location.search);
      if (value === null) next.delete(key);
      else next.set(key, value);
      for (const k of dropped ? dropped.split(",") : []) next.delete(k);
      const query = next.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [key, dropped, pathname, router],
  );
  return [params.get(key), set];
}
