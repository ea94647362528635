"use client";

// The global overlays of SPEC §2: error modal (a list with Close), loading overlay, generating-PDF overlay. The
// open dialogs are kept as a stack (`modals`), so an error raised while one is open shows inside the top one
// instead of stacking a second modal on it (components/ui/modal.tsx; docs/decisions/197).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

type UiState = {
  errors: string[];
  loading: string | null;
  generating: string | null;
  showErrors: (messages: string[] | string) => void;
  clearErrors: () => void;
  setLoading: (text: string | null) => void;
  setGenerating: (text: string | null) => void;
  /** The open dialogs' ids, the top one last. */
  modals: string[];
  openModal: (id: string) => void;
  closeModal: (id: string) => void;
};

const Ctx = createContext<UiState | null>(null);

export function UiStateProvider({ children }: { children: ReactNode }) {
  const [errors, setErrors] = useState<string[]>([]);
  const [loading, setLoading] = useState<string | null>(null);
  const [generating, setGenerating] = useState<string | null>(null);
  const [modals, setModals] = useState<string[]>([]);
  const openModal = useCallback((id: string) => setModals((m) => [...m.filter((x) => x !== id), id]), []);
  const closeModal = useCallback((id: string) => setModals((m) => m.filter((x) => x !== id)), []);
  const showErrors = useCallback((m: string[] | string) => setErrors(Array.isArray(m) ? m : [m]), []);
  const clearErrors = useCallback(() => setErrors([]), []);
  const value = useMemo(
    () => ({
      errors,
      loading,
      generating,
      showErrors,
      clearErrors,
      setLoading,
      setGenerating,
      modals,
      openModal,
      closeModal,
    }),
    [errors, loading, generating, showErrors, clearErrors, modals, openModal, closeModal],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** The state when a provider is mounted (a dialog rendered alone, in a unit test, has none). */
export function useUiIfAny(): UiState | null {
  return useContext(Ctx);
}

export function useUi(): UiState {
  const v = useContext(Ctx);
  if (!v) throw new Error("useUi outside UiStateProvider");
  return v;
}
