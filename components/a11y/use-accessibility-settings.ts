"use client";

// The toolbar's state: kept in localStorage for everyone and, for a signed-in user, on the account
// (GET/PUT /api/users/accessibility/) so it follows a child to another device. On sign-in the account's
// settings win; an account that never saved any takes the browser's (docs/decisions/052-accessibility-settings-sync.md).
import { useSession } from "next-auth/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchAccessibilitySettings, saveAccessibilitySettings } from "@/lib/a11y/queries";
import {
  A11Y_STORAGE_KEY as STORAGE_KEY,
  DEFAULT_SETTINGS,
  isDefault,
  normalizeSettings,
  type A11ySettings,
} from "@/lib/a11y/settings";

const SAVE_DELAY_MS = 600;

function readLocal(): A11ySettings {
  try {
    return normalizeSettings(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null"));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function useAccessibilitySettings() {
  const [settings, setSettings] = useState<A11ySettings>(DEFAULT_SETTINGS);
  const [loaded, setLoaded] = useState(false);
  const { status } = useSession();
  const syncedFor = useRef<string | null>(null);
  const dirty = useRef(false);

  useEffect(() => {
    setSettings(readLocal());
    setLoaded(true);
  }, []);

  // Other tabs of the same browser follow along.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => e.key === STORAGE_KEY && setSettings(readLocal());
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (status !== "authenticated" || syncedFor.current) return;
    syncedFor.current = "pending";
    fetchAccessibilitySettings()
      .then(({ settings: stored }) => {
        syncedFor.current = "done";
        if (stored) {
          localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
          setSettings(normalizeSettings(stored));
        } else {
          const local = readLocal();
          if (!isDefault(local)) void saveAccessibilitySettings(local).catch(() => undefined);
        }
      })
      .catch(() => {
        syncedFor.current = null;
      });
  }, [status]);

  useEffect(() => {
    if (status === "unauthenticated") syncedFor.current = null;
  }, [status]);

  // Saves to the account a moment after the last change, so cycling a level five times is one request.
  useEffect(() => {
    if (!dirty.current || status !== "authenticated" || syncedFor.current !== "done") return;
    const timer = setTimeout(() => {
      dirty.current = false;
      void saveAccessibilitySettings(settings).catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settings, status]);

  const update = useCallback((next: (s: A11ySettings) => A11ySettings) => {
    setSettings((s) => {
      const value = next(s);
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
      } catch {
        /* private mode: the settings last for this page only */
      }
      dirty.current = true;
      return value;
    });
  }, []);

  return { settings, loaded, update };
}
