"use client";

// Unsaved work is never lost by a click (docs/decisions/200): while `dirty`, a link to another page asks first in
// the kit's dialog, and closing or reloading the tab asks through the browser's own prompt (the only one a page
// may show then). The browser's Back button is not intercepted: the App Router gives no way to cancel it.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useConfirm } from "./confirm-dialog";

export function useUnsavedChanges(dirty: boolean, what = "your changes") {
  const confirm = useConfirm();
  const router = useRouter();
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ""; // older Chromium needs it set to show the prompt
    };
    // Capture phase on the document: runs before Next's <Link> handler, which would navigate at once.
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return; // leaving the site: beforeunload asks
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      e.preventDefault();
      e.stopPropagation();
      void confirm({
        title: "Leave without saving?",
        message: `You have not saved ${what}. If you leave this page now, they are lost.`,
        confirmLabel: "Leave without saving",
        cancelLabel: "Stay on this page",
        destructive: true,
      }).then((leave) => {
        if (leave) router.push(to.pathname + to.search + to.hash);
      });
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, what, confirm, router]);
}
