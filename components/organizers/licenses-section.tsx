"use client";

// Licenses for the selected organization (issue 12; docs/decisions/135): the catalog with "Request", the
// organization's requests and grants with their expiry, and for the deployment administrator the catalog's
// upkeep (add, delete) and the queue of requests to grant or decline.
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Textarea } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useBusy } from "@/components/ui/use-busy";
import { formatAmount } from "@/lib/payments/money";
import {
  useAnswerLicenseRequest,
  useCreateLicense,
  useDeleteLicense,
  useLicenseCatalog,
  useLicenseQueue,
  useRequestLicense,
  type LicenseRequestView,
  type LicenseView,
} from "@/lib/licenses/queries";

const LABELS = { name: "Name", description: "Description", price: "Price", duration: "Duration", seats: "Seats" };

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" }) : "—");
const price = (l: LicenseView) => formatAmount(l.priceCents, "usd");
const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

type Header = string | { hidden: string };

/** A table of records: a caption read out, column headers (a hidden one names a column of buttons), the rows. */
function ListTable({
  testId,
  caption,
  headers,
  children,
}: {
  testId: string;
  caption: string;
  headers: Header[];
  children: ReactNode;
}) {
  return (
    <table className="w-full text-left" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          {headers.map((h, i) => (
            <th key={i} scope="col" className={i === 0 ? "py-2" : undefined}>
              {typeof h === "string" ? h : <span className="sr-only">{h.hidden}</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export function requestStatusText(r: LicenseRequestView): string {
  if (r.status === "pending") return "Waiting for an answer";
  if (r.status === "declined") return "Declined";
  return r.expired ? `Expired on ${day(r.expiresAt)}` : `Active until ${day(r.expiresAt)}`;
}

export function LicensesSection({ organizationId }: { organizationId: string }) {
  const catalog = useLicenseCatalog();
  const [notice, setNotice] = useState("");
  if (catalog.isLoading) return <p>Loading licenses…</p>;
  if (catalog.isError || !catalog.data) return <p>Licenses could not be loaded. Please try again.</p>;
  const { licenses, requests, admin } = catalog.data;
  const ours = requests.filter((r) => r.organizationId === organizationId);
  return (
    <div className="space-y-8">
      <p role="status" className="text-sprout-700 empty:hidden" data-testid="licenses-notice">
        {notice}
      </p>
      <Catalog licenses={licenses} organizationId={organizationId} admin={admin} onNotice={setNotice} />
      <section aria-labelledby="org-license-status" className="space-y-2">
        <h3 id="org-license-status" className="text-xl font-semibold">
          This organization&apos;s licenses
        </h3>
        {ours.length ? (
          <ListTable
            testId="org-license-requests"
            caption="Requests and licenses of this organization"
            headers={["License", "Status", "Requested", "Seats"]}
          >
            {ours.map((r) => (
              <tr key={r.id} className="border-b border-slate-200">
                <td className="py-2">{r.license.name}</td>
                <td>{requestStatusText(r)}</td>
                <td>{day(r.createdAt)}</td>
                <td>{r.seats ?? "—"}</td>
              </tr>
            ))}
          </ListTable>
        ) : (
          <p>This organization has not requested a license yet. Choose one from the catalog above.</p>
        )}
      </section>
      {admin && <AdminQueue onNotice={setNotice} />}
    </div>
  );
}

function Catalog({
  licenses,
  organizationId,
  admin,
  onNotice,
}: {
  licenses: LicenseView[];
  organizationId: string;
  admin: boolean;
  onNotice: (text: string) => void;
}) {
  const busy = useBusy(LABELS);
  const request = useRequestLicense();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<LicenseView | null>(null);

  async function ask(l: LicenseView) {
    const done = await busy("Sending your request...", () => request.mutateAsync({ organizationId, license: l.id }));
    if (done) onNotice(`${l.name} is requested. You will see here when the administrator answers.`);
  }

  return (
    <section aria-labelledby="license-catalog" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="license-catalog" className="text-xl font-semibold">
          Catalog
        </h3>
        {admin && (
          <Button size="sm" className="ml-auto" onClick={() => setAdding(true)}>
            Add a license
          </Button>
        )}
      </div>
      {licenses.length ? (
        <ListTable
          testId="license-catalog"
          caption="Licenses you can request"
          headers={["License", "Price", "Lasts", "Seats", { hidden: "Actions" }]}
        >
          {licenses.map((l) => (
            <tr key={l.id} className="border-b border-slate-200 align-top">
              <td className="py-2">
                <span className="font-medium">{l.name}</span>
                {l.description && <span className="block text-sm text-slate-700">{l.description}</span>}
              </td>
              <td>{price(l)}</td>
              <td>{days(l.duration)}</td>
              <td>{l.seats}</td>
              <td className="space-x-2 py-2 text-right whitespace-nowrap">
                <Button size="sm" onClick={() => ask(l)} aria-label={`Request ${l.name}`}>
                  Request
                </Button>
                {admin && (
                  <Button size="sm" variant="danger" onClick={() => setDeleting(l)} aria-label={`Delete ${l.name}`}>
                    Delete
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      ) : (
        <p>
          {admin
            ? "The catalog is empty. Add a license so organizations can request it."
            : "There are no licenses to request yet."}
        </p>
      )}
      {adding && (
        <AddLicenseModal
          onClose={() => setAdding(false)}
          onAdded={(l) => {
            setAdding(false);
            onNotice(`${l.name} is in the catalog.`);
          }}
        />
      )}
      {deleting && (
        <DeleteLicenseModal
          license={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(text) => {
            setDeleting(null);
            onNotice(text);
          }}
        />
      )}
    </section>
  );
}

function AddLicenseModal({ onClose, onAdded }: { onClose: () => void; onAdded: (l: LicenseView) => void }) {
  const busy = useBusy(LABELS);
  const create = useCreateLicense();
  const [form, setForm] = useState({ name: "", description: "", price: "", duration: "365", seats: "30" });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const l = await busy("Adding the license...", () => create.mutateAsync(form));
    if (l) onAdded(l);
  }

  return (
    <Modal title="Add a license" onClose={onClose} maxWidth="min(560px, 90vw)">
      <form onSubmit={submit} className="space-y-4">
        <Field label="Name">
          <Input value={form.name} onChange={set("name")} maxLength={100} required />
        </Field>
        <Field label="Description">
          <Textarea value={form.description} onChange={set("description")} maxLength={1000} rows={3} />
        </Field>
        <Field label="Price (US dollars)" hint="For the whole term, for example 120 or 99.50.">
          <Input value={form.price} onChange={set("price")} inputMode="decimal" maxLength={10} required />
        </Field>
        <Field label="Duration (days)" hint="From the day it is granted: 1 to 3650 days.">
          <Input type="number" min={1} max={3650} value={form.duration} onChange={set("duration")} required />
        </Field>
        <Field label="Seats" hint="How many students the license is for.">
          <Input type="number" min={1} max={100000} value={form.seats} onChange={set("seats")} required />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Add license</Button>
        </div>
      </form>
    </Modal>
  );
}

function DeleteLicenseModal({
  license,
  onClose,
  onDeleted,
}: {
  license: LicenseView;
  onClose: () => void;
  onDeleted: (text: string) => void;
}) {
  const busy = useBusy();
  const remove = useDeleteLicense();
  async function confirm() {
    const done = await busy("Deleting the license...", () => remove.mutateAsync(license.id));
    if (done) onDeleted(`${license.name} is no longer in the catalog.`);
  }
  return (
    <Modal title={`Delete ${license.name}?`} onClose={onClose} maxWidth="min(520px, 90vw)">
      <p>
        It leaves the catalog and requests still waiting for it are declined. Organizations that already have it keep it
        until it expires.
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" onClick={confirm}>
          Delete license
        </Button>
      </div>
    </Modal>
  );
}

function AdminQueue({ onNotice }: { onNotice: (text: string) => void }) {
  const queue = useLicenseQueue(true);
  const answer = useAnswerLicenseRequest();
  const busy = useBusy();
  const pending = (queue.data ?? []).filter((r) => r.status === "pending");

  async function reply(r: LicenseRequestView, status: "granted" | "declined") {
    const done = await busy(status === "granted" ? "Granting..." : "Declining...", () =>
      answer.mutateAsync({ organizationId: r.organizationId, requestId: r.id, status }),
    );
    if (done)
      onNotice(
        status === "granted"
          ? `${r.license.name} is granted to ${r.organizationName} until ${day(done.expiresAt)}.`
          : `${r.organizationName}'s request for ${r.license.name} is declined.`,
      );
  }

  return (
    <section aria-labelledby="license-queue" className="space-y-2">
      <h3 id="license-queue" className="text-xl font-semibold">
        Requests waiting for your answer
      </h3>
      {queue.isLoading ? (
        <p>Loading requests…</p>
      ) : pending.length ? (
        <ListTable
          testId="license-queue"
          caption="License requests from every organization"
          headers={["Organization", "License", "Requested", { hidden: "Answer" }]}
        >
          {pending.map((r) => (
            <tr key={r.id} className="border-b border-slate-200">
              <td className="py-2">{r.organizationName}</td>
              <td>{r.license.name}</td>
              <td>{day(r.createdAt)}</td>
              <td className="space-x-2 py-2 text-right whitespace-nowrap">
                <Button
                  size="sm"
                  onClick={() => reply(r, "granted")}
                  aria-label={`Grant ${r.license.name} to ${r.organizationName}`}
                >
                  Grant
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => reply(r, "declined")}
                  aria-label={`Decline ${r.license.name} for ${r.organizationName}`}
                >
                  Decline
                </Button>
              </td>
            </tr>
          ))}
        </ListTable>
      ) : (
        <p>No requests are waiting.</p>
      )}
    </section>
  );
}
