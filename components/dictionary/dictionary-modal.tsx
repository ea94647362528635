"use client";

// The dictionary modal (SPEC §2, §4, §9): at most 350px wide; definitions paged 'n of m' with wraparound,
// each with its part of speech and example; read aloud or spelled letter by letter, with Pause.
// Searching inside it is debounced 500 ms, except the word it opened with.
import { useCallback, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { fetchDictionaryEntries } from "@/lib/dictionary/queries";
import {
  DICTIONARY_SEARCH_DEBOUNCE_MS,
  flattenEntries,
  pageLabel,
  spellingOf,
  wrapPage,
  type DefinitionPage,
} from "@/lib/dictionary/paging";
import { pauseSpeech, resumeSpeech, speak, stopSpeech } from "@/components/a11y/speech";

type Lookup = { status: "loading" } | { status: "found"; pages: DefinitionPage[] } | { status: "missing" };
type Speech = "idle" | "speaking" | "paused";

export function DictionaryModal({
  initialWord,
  rate,
  onClose,
  onNotFound,
}: {
  initialWord: string;
  rate: number;
  onClose: () => void;
  onNotFound: () => void;
}) {
  const [query, setQuery] = useState(initialWord);
  const [word, setWord] = useState(initialWord);
  const [lookup, setLookup] = useState<Lookup>({ status: "loading" });
  const [page, setPage] = useState(0);
  const [speech, setSpeech] = useState<Speech>("idle");
  const inputId = useId();

  // The first word is looked up at once; typed words wait until the child pauses for 500 ms.
  useEffect(() => {
    const next = query.trim();
    if (!next || next === word) return;
    const t = setTimeout(() => setWord(next), DICTIONARY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [query, word]);

  useEffect(() => {
    let live = true;
    setLookup({ status: "loading" });
    setPage(0);
    fetchDictionaryEntries(word)
      .then((entries) => {
        if (!live) return;
        const pages = flattenEntries(entries);
        setLookup(pages.length ? { status: "found", pages } : { status: "missing" });
        if (!pages.length) onNotFound();
      })
      .catch(() => {
        if (!live) return;
        setLookup({ status: "missing" });
        onNotFound();
      });
    return () => {
      live = false;
    };
  }, [word, onNotFound]);

  useEffect(() => () => stopSpeech(), []);

  const close = useCallback(() => {
    stopSpeech();
    onClose();
  }, [onClose]);

  const pages = lookup.status === "found" ? lookup.pages : [];
  const current = pages[wrapPage(page, pages.length)];
  const done = () => setSpeech("idle");

  const readAloud = () => {
    if (!current) return;
    setSpeech("speaking");
    speak(
      [
        current.word,
        current.partOfSpeech,
        current.definition,
        current.example ? `For example: ${current.example}` : "",
      ],
      rate,
      done,
    );
  };
  const spell = () => {
    if (!current) return;
    setSpeech("speaking");
    speak([current.word, ...spellingOf(current.word), current.word], rate, done);
  };
  const togglePause = () => {
    if (speech === "speaking") {
      pauseSpeech();
      setSpeech("paused");
    } else if (speech === "paused") {
      resumeSpeech();
      setSpeech("speaking");
    }
  };

  return (
    <div className="a11y-ui">
      <Modal title="Dictionary" onClose={close} maxWidth="min(350px, 90vw)" testId="dictionary-modal">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          Look up a word
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
        />
        <div className="mt-4 min-h-32" aria-live="polite">
          {lookup.status === "loading" && <p className="text-slate-700">Looking up “{word}”…</p>}
          {lookup.status === "missing" && <p data-testid="dictionary-missing">Word not found.</p>}
          {current && (
            <article>
              <h3 className="text-2xl font-bold">{current.word}</h3>
              <p className="italic text-slate-700" data-testid="dictionary-pos">
                {current.partOfSpeech}
              </p>
              <p className="mt-2" data-testid="dictionary-definition">
                {current.definition}
              </p>
              {current.example && <p className="mt-2 text-slate-700">Example: “{current.example}”</p>}
            </article>
          )}
        </div>
        {current && (
          <>
            <div className="mt-4 flex items-center justify-between gap-2">
              <Button size="sm" variant="secondary" onClick={() => setPage((p) => wrapPage(p - 1, pages.length))}>
                Previous<span className="sr-only"> definition</span>
              </Button>
              <span data-testid="dictionary-page">{pageLabel(wrapPage(page, pages.length), pages.length)}</span>
              <Button size="sm" variant="secondary" onClick={() => setPage((p) => wrapPage(p + 1, pages.length))}>
                Next<span className="sr-only"> definition</span>
              </Button>
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={readAloud}>
                Read aloud
              </Button>
              <Button size="sm" onClick={spell}>
                Spell
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={togglePause}
                disabled={speech === "idle"}
                aria-pressed={speech === "paused"}
              >
                {speech === "paused" ? "Resume" : "Pause"}
              </Button>
            </div>
          </>
        )}
      </Modal>
    </div>
  );
}
