"use client";

// A screen's selection kept in the address (docs/decisions/200, 253): a reload, a bookmark or a shared link opens
// the same class and student. Choosing replaces the history entry, so Back leaves the page rather than stepping
// through every click. Setting a key to null removes it; `drop` removes keys that depend on it.
//
// The choice shows in the click's own render. The address follows through history.replaceState, which Next's
// router reads into useSearchParams without asking the server for the page again (router.replace did: until that
// round trip ended, the old student stayed on screen, and an "Edit details" clicked in between opened the wrong
// child's record).
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useState } from "react";

export function useSearchParam(key: string, drop: string[] = []): [string | null, (value: string | null) => void] {
  const params = useSearchParams();
  const pathname = usePathname();
  const inAddress = params.get(key);
  // The last choice, and what the address said when it was made: it stands until the address moves on (to the
  // choice itself, or elsewhere by Back or a link).
  const [chosen, setChosen] = useState<{ value: string | null; over: string | null } | null>(null);
  const value = chosen && chosen.over === inAddress ? chosen.value : inAddress;
  const dropped = drop.join(",");
  const set = useCallback(
    (next: string | null) => {
      const query = new URLSearchParams(window.location.search);
      if (next === null) query.delete(key);
      else query.set(key, next);
      for (const k of dropped ? dropped.split(",") : []) query.delete(k);
      const search = query.toString();
      setChosen({ value: next, over: inAddress });
      window.history.replaceState(null, "", search ? `${pathname}?${search}` : pathname);
    },
    [key, dropped, pathname, inAddress],
  );
  return [value, set];
}
