"use client";

// A small rich-text editor (contentEditable + execCommand): bold, italic, bulleted list, links. Whatever it
// produces, the server keeps only SPEC §5's allowlist, and the editor shows the stored (clean) HTML back.
import { useEffect, useRef, useState } from "react";
import { Button, inputClass, showApiErrors } from "@/components/curriculum/ui";
import { useUi } from "@/components/ui/ui-state";
import { useNote, useSaveNote } from "@/lib/notes/queries";

const SAFE_URL = /^(https?:\/\/|mailto:)/i;

export function NotesEditor() {
  const { showErrors } = useUi();
  const note = useNote();
  const save = useSaveNote();
  const editor = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState("https://");
  const [status, setStatus] = useState("");
  const loadedFor = useRef<string | null | undefined>(undefined); // updated_at of the version shown

  // The server's HTML is sanitised; it is set once per load so typing never fights React.
  useEffect(() => {
    if (note.data && editor.current && loadedFor.current !== note.data.updated_at) {
      editor.current.innerHTML = note.data.html;
      loadedFor.current = note.data.updated_at;
    }
  }, [note.data]);

  const exec = (command: string, value?: string) => {
    editor.current?.focus();
    if (savedRange.current) {
      const sel = window.getSelection();
      sel?.removeAllRanges();
      sel?.addRange(savedRange.current);
    }
    document.execCommand(command, false, value);
    savedRange.current = null;
  };

  const rememberSelection = () => {
    const sel = window.getSelection();
    if (sel && sel.rangeCount && editor.current?.contains(sel.anchorNode)) savedRange.current = sel.getRangeAt(0).cloneRange();
  };

  const addLink = () => {
    if (!SAFE_URL.test(url.trim())) return showErrors(["Links must start with http://, https:// or mailto:"]);
    const range = savedRange.current;
    if (range && range.collapsed) {
      // No text selected: insert the address itself as the link text.
      exec("insertHTML", `<a href="${encodeURI(url.trim())}">${url.trim().replace(/[<>&"]/g, "")}</a>`);
    } else exec("createLink", url.trim());
    setLinkOpen(false);
    setUrl("https://");
  };

  const onSave = () =>
    save.mutate(editor.current?.innerHTML ?? "", {
      onSuccess: (saved) => {
        if (editor.current) editor.current.innerHTML = saved.html;
        loadedFor.current = saved.updated_at;
        setStatus("Saved.");
      },
      onError: (e) => showApiErrors(showErrors, e),
    });

  // onMouseDown preventDefault keeps the editor's selection while a toolbar button is pressed.
  const tool = (label: string, command: string, content: React.ReactNode) => (
    <button type="button" aria-label={label} title={label} className="rounded px-3 py-1 hover:bg-slate-100" onMouseDown={(e) => e.preventDefault()} onClick={() => exec(command)}>
      {content}
    </button>
  );

  return (
    <div className="mt-6 rounded-2xl bg-white p-4 shadow-sm">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 pb-2">
        {tool("Bold", "bold", <b>B</b>)}
        {tool("Italic", "italic", <i>I</i>)}
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
          <input className={inputClass} aria-label="Link address" value={url} onChange={(e) => setUrl(e.target.value)} onKeyDown={(e) => e.key === "Enter" && addLink()} />
          <Button onClick={addLink}>Add link</Button>
          <Button variant="secondary" onClick={() => setLinkOpen(false)}>
            Cancel
          </Button>
        </div>
      )}
      <div
        ref={editor}
        contentEditable={!note.isLoading}
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label="Notes"
        data-testid="notes-editor"
        className="prose mt-3 min-h-64 rounded-lg border border-slate-200 p-3 focus:outline-sprout-500 [&_a]:text-sprout-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6"
        onKeyUp={rememberSelection}
        onMouseUp={rememberSelection}
        onInput={() => setStatus("")}
      />
      <div className="mt-3 flex items-center gap-3">
        <Button onClick={onSave} disabled={save.isPending}>
          Save notes
        </Button>
        <span role="status" className="text-sm text-slate-700">
          {status}
        </span>
      </div>
    </div>
  );
}
