"use client";

// The accessibility settings on the account (GET/PUT /api/users/accessibility/, docs/decisions/052).
import { api } from "@/lib/http/client";
import type { A11ySettings } from "./settings";

export function fetchAccessibilitySettings() {
  return api<{ settings: A11ySettings | null }>("/users/accessibility/");
}

export function saveAccessibilitySettings(settings: A11ySettings) {
  return api<unknown>("/users/accessibility/", { method: "PUT", json: settings });
}
