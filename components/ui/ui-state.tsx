"use client";

// The global overlays of SPEC §2: error modal (a list with Close), loading overlay, generating-PDF overlay.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

type UiState = {
  errors: string[];
  loading: string | null;
  generating: string | null;
  showErrors: (messages: string[] | string) => void;
  clearErrors: () => void;
  setLoading: (text: string | null) => void;
  setGenerating: (text: string | null) => void;
};

const Ctx = createContext<UiState | null>(null);

export function UiStateProvider({ children }: { children: ReactNode }) {
  const [errors, setErrors] = useState<string[]>([]);
  const [loading, setLoading] = useState<string | null>(null);
  const [generating, setGenerating] = useState<string | null>(null);
  const showErrors = useCallback((m: string[] | string) => setErrors(Array.isArray(m) ? m : [m]), []);
  const clearErrors = useCallback(() => setErrors([]), []);
  const value = useMemo(
    () => ({ errors, loading, generating, showErrors, clearErrors, setLoading, setGenerating }),
    [errors, loading, generating, showErrors, clearErrors],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useUi(): UiState {
  const v = useContext(Ctx);
  if (!v) throw new Error("useUi outside UiStateProvider");
  return v;
}
