"use client";

// A small rich-text editor (contentEditable + execCommand): paragraphs, line breaks (Shift+Enter), bold,
// italic, bulleted list, links. Whatever it produces, the server keeps only the allowlist of SPEC §5 plus p and
// br (docs/decisions/081), and the editor shows the stored (clean) HTML back. Bold and Italic show whether they
// are on at the caret (aria-pressed) and turn off with a second press. Edits not yet saved are guarded: leaving asks
// first, a refetch never overwrites them, and a note that failed to load is never shown as an empty editor whose
// Save would overwrite the stored note (docs/decisions/200).
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Input } from "@/components/ui/field";
import { useApiError } from "@/components/ui/use-api-error";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useUi } from "@/components/ui/ui-state";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes";
import { useNote, useSaveNote } from "@/lib/notes/queries";

const SAFE_URL = /^(https?:\/\/|mailto:)/i;
const EMPTY_LIST = "<ul><li></li></ul>"; // the stored reset value (SPEC §4); the editor starts from a paragraph
const EMPTY_EDITOR = "<p><br></p>";
const shown = (html: string) => (html === EMPTY_LIST ? EMPTY_EDITOR : html);

export function NotesEditor() {
  const { showErrors } = useUi();
  const fail = useApiError();
  const note = useNote();
  const save = useSaveNote();
  const editor = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState("https://");
  const [status, setStatus] = useState("");
  const loadedFor = useRef<string | null | undefined>(undefined); // updatedAt of the version shown
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty, "your notes");
  const loaded = note.data !== undefined;

  // The server's HTML is sanitised; it is set once per load so typing never fights React. A layout effect: it
  // lands in the same frame the editor becomes editable, so no early keystroke is overwritten.
  useLayoutEffect(() => {
    if (note.data && editor.current && !dirty && loadedFor.current !== note.data.updatedAt) {
      editor.current.innerHTML = shown(note.data.html);
      loadedFor.current = note.data.updatedAt;
    }
  }, [note.data, dirty]);

  const [active, setActive] = useState({ bold: false, italic: false });
  const refreshActive = useCallback(() => {
    const sel = window.getSelection();
    if (!sel?.anchorNode || !editor.current?.contains(sel.anchorNode)) return;
    setActive({ bold: document.queryCommandState("bold"), italic: document.queryCommandState("italic") });
  }, []);
  useEffect(() => {
    document.addEventListener("selectionchange", refreshActive);
    return () => document.removeEventListener("selectionchange", refreshActive);
  }, [refreshActive]);

  /** Runs a formatting command at the editor's own selection; only the link dialog restores a saved one. */
  const exec = (command: string, value?: string, restore = false) => {
    editor.current?.focus();
    if (restore && savedRange.current) {
      const sel = window.getSelection();
      sel?.removeAllRanges();
      sel?.addRange(savedRange.current);
    }
    document.execCommand("defaultParagraphSeparator", false, "p");
    document.execCommand(command, false, value);
    setDirty(true);
    savedRange.current = null;
    refreshActive();
  };

  const rememberSelection = () => {
    const sel = window.getSelection();
    if (sel && sel.rangeCount && editor.current?.contains(sel.anchorNode))
      savedRange.current = sel.getRangeAt(0).cloneRange();
  };

  const addLink = () => {
    if (!SAFE_URL.test(url.trim())) return showErrors(["Links must start with http://, https:// or mailto:"]);
    const range = savedRange.current;
    if (range && range.collapsed) {
      // No text selected: insert the address itself as the link text.
      exec("insertHTML", `<a href="${encodeURI(url.trim())}">${url.trim().replace(/[<>&"]/g, "")}</a>`, true);
    } else exec("createLink", url.trim(), true);
    setLinkOpen(false);
    setUrl("https://");
  };

  const onSave = () => {
    if (!loaded) return; // never save over a note this page could not read
    save.mutate(editor.current?.innerHTML ?? "", {
      onSuccess: (saved) => {
        if (editor.current) editor.current.innerHTML = shown(saved.html);
        loadedFor.current = saved.updatedAt;
        setDirty(false);
        setStatus("Saved.");
      },
      onError: (e) => fail(e),
    });
  };

  if (note.isError && !loaded) {
    return (
      <div role="alert" className="mt-6 rounded-2xl bg-red-50 p-4 text-red-800" data-testid="notes-load-error">
        <p>Your notes could not be loaded, so they cannot be edited right now. Nothing has been changed.</p>
        <Button className="mt-3" variant="secondary" onClick={() => void note.refetch()} disabled={note.isFetching}>
          Try again
        </Button>
      </div>
    );
  }

  // onMouseDown preventDefault keeps the editor's selection while a toolbar button is pressed.
  const tool = (label: string, command: string, content: React.ReactNode, pressed?: boolean) => (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      className={`rounded px-3 py-1 hover:bg-slate-100 ${pressed ? "bg-sprout-100 ring-1 ring-sprout-600" : ""}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => exec(command)}
    >
      {content}
    </button>
  );

  return (
    <div className="mt-6 rounded-2xl bg-white p-4 shadow-sm">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 pb-2">
        {tool("Bold", "bold", <b>B</b>, active.bold)}
        {tool("Italic", "italic", <i>I</i>, active.italic)}
        {tool("Bulleted list", "insertUnorderedList", "• List")}
        <button
          type="button"
          aria-label="Link"
          className="rounded px-3 py-1 hover:bg-slate-100"
          onMouseDown={(e) => {
            e.preventDefault();
            rememberSelection();
          }}
          onClick={() => setLinkOpen(true)}
        >
          🔗 Link
        </button>
      </div>
      {linkOpen && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Input
            aria-label="Link address"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => e.key === "Enter" && addLink()}
          />
          <DialogActions onCancel={() => setLinkOpen(false)} confirmLabel="Add link" onConfirm={addLink} />
        </div>
      )}
      <div
        ref={editor}
        contentEditable={loaded}
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label="Notes"
        tabIndex={0}
        data-testid="notes-editor"
        className="prose mt-3 min-h-64 rounded-lg border border-slate-200 p-3 focus:outline-sprout-500 [&_a]:text-sprout-700 [&_a]:underline [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
        onKeyUp={rememberSelection}
        onMouseUp={rememberSelection}
        onInput={() => {
          setStatus("");
          setDirty(true);
        }}
        onKeyDown={(e) => {
          // Shift+Enter is a line break inside the paragraph; Enter starts a new paragraph (or list item).
          if (e.key === "Enter" && e.shiftKey) {
            e.preventDefault();
            document.execCommand("insertLineBreak");
          }
        }}
      />
      <div className="mt-3 flex items-center gap-3">
        <Button onClick={onSave} disabled={save.isPending || !loaded}>
          Save notes
        </Button>
        <span role="status" className="text-sm text-slate-700">
          {status || (dirty ? "Not saved yet." : "")}
        </span>
      </div>
    </div>
  );
}
