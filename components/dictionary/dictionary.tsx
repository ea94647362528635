"use client";

// With the dictionary option on, selecting one word and waiting 1 second opens the dictionary modal.
import { useCallback, useEffect, useState } from "react";
import { DICTIONARY_TRIGGER_MS, singleWord } from "@/lib/dictionary/paging";
import { DictionaryModal } from "./dictionary-modal";
import { Toast } from "./toast";

export function Dictionary({ enabled, rate }: { enabled: boolean; rate: number }) {
  const [word, setWord] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled || word) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const selection = window.getSelection();
        const anchor = selection?.anchorNode?.parentElement;
        if (!selection || anchor?.closest(".a11y-ui")) return;
        const found = singleWord(selection.toString());
        if (found) setWord(found);
      }, DICTIONARY_TRIGGER_MS);
    };
    document.addEventListener("selectionchange", onChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("selectionchange", onChange);
    };
  }, [enabled, word]);

  useEffect(() => {
    if (!enabled) setWord(null);
  }, [enabled]);

  const onClose = useCallback(() => {
    window.getSelection()?.removeAllRanges();
    setWord(null);
  }, []);
  const onNotFound = useCallback(() => setToast("Word not found"), []);
  const clearToast = useCallback(() => setToast(null), []);

  return (
    <>
      {word && <DictionaryModal key={word} initialWord={word} rate={rate} onClose={onClose} onNotFound={onNotFound} />}
      <Toast message={toast} onDone={clearToast} />
    </>
  );
}
