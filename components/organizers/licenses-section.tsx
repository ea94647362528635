"use client";

// Licenses for the selected organization (issue 12; docs/decisions/135): the catalog with "Request", the
// organization's requests and grants with their expiry, and for the deployment administrator the catalog's
// upkeep (add, delete) and the queue of requests to grant or decline.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Table } from "@/components/ui/table";
import { useBusy } from "@/components/ui/use-busy";
import { formatAmount } from "@/lib/payments/money";
import {
  useAnswerLicenseRequest,
  useDeleteLicense,
  useLicenseCatalog,
  useLicenseQueue,
  useRequestLicense,
  type LicenseRequestView,
  type LicenseView,
} from "@/lib/licenses/queries";
import { AddLicenseModal, LICENSE_LABELS } from "./add-license-modal";

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" }) : "—");
const price = (l: LicenseView) => formatAmount(l.priceCents, "usd");
const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

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
        <Table
          testId="org-license-requests"
          caption="Requests and licenses of this organization"
          rows={ours}
          rowKey={(r) => r.id}
          empty={<p>This organization has not requested a license yet. Choose one from the catalog above.</p>}
          columns={[
            { header: "License", cell: (r) => r.license.name },
            { header: "Status", cell: requestStatusText },
            { header: "Requested", cell: (r) => day(r.createdAt) },
            { header: "Seats", cell: (r) => r.seats ?? "—" },
          ]}
        />
      </section>
      {admin && <AdminQueue onNotice={setNotice} />}
    </div>
  );
}

/**
 * The deployment administrator's licenses when they organize no organization (docs/decisions/195: the demo's
 * demo.admin): the catalog's upkeep and the queue, without requests of their own. Nothing for anyone else.
 */
export function LicenseAdministration() {
  const catalog = useLicenseCatalog();
  const [notice, setNotice] = useState("");
  if (!catalog.data?.admin) return null;
  return (
    <section aria-labelledby="license-administration" className="space-y-8 rounded-2xl bg-white p-6 shadow-sm">
      <div>
        <h2 id="license-administration" className="text-2xl font-semibold">
          Licenses of this Sprout
        </h2>
        <p className="mt-1 text-slate-700">
          As its administrator you keep the catalog and answer the organizations&apos; requests.
        </p>
      </div>
      <p role="status" className="text-sprout-700 empty:hidden" data-testid="licenses-notice">
        {notice}
      </p>
      <Catalog licenses={catalog.data.licenses} organizationId={null} admin onNotice={setNotice} />
      <AdminQueue onNotice={setNotice} />
    </section>
  );
}

function Catalog({
  licenses,
  organizationId,
  admin,
  onNotice,
}: {
  licenses: LicenseView[];
  /** The organization a "Request" asks for; none for the administrator's own page. */
  organizationId: string | null;
  admin: boolean;
  onNotice: (text: string) => void;
}) {
  const busy = useBusy(LICENSE_LABELS);
  const request = useRequestLicense();
  const remove = useDeleteLicense();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);

  async function ask(l: LicenseView) {
    if (!organizationId) return;
    const done = await busy("Sending your request...", () => request.mutateAsync({ organizationId, license: l.id }));
    if (done) onNotice(`${l.name} is requested. You will see here when the administrator answers.`);
  }

  async function del(l: LicenseView) {
    const sure = await confirm({
      title: `Delete ${l.name}?`,
      message:
        "It leaves the catalog and requests still waiting for it are declined. Organizations that already have it keep it until it expires.",
      confirmLabel: "Delete license",
      cancelLabel: "Keep it",
      destructive: true,
    });
    if (!sure) return;
    const done = await busy("Deleting the license...", () => remove.mutateAsync(l.id));
    if (done) onNotice(`${l.name} is no longer in the catalog.`);
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
      <Table
        testId="license-catalog"
        caption="Licenses you can request"
        rows={licenses}
        rowKey={(l) => l.id}
        empty={
          <p>
            {admin
              ? "The catalog is empty. Add a license so organizations can request it."
              : "There are no licenses to request yet."}
          </p>
        }
        columns={[
          {
            header: "License",
            cell: (l) => (
              <>
                <span className="font-medium">{l.name}</span>
                {l.description && <span className="block text-sm text-slate-700">{l.description}</span>}
              </>
            ),
          },
          { header: "Price", cell: price },
          { header: "Lasts", cell: (l) => days(l.duration) },
          { header: "Seats", cell: (l) => l.seats },
          {
            header: "Actions",
            hideHeader: true,
            className: "space-x-2 text-right whitespace-nowrap",
            cell: (l) => (
              <>
                {organizationId && (
                  <Button size="sm" onClick={() => ask(l)} aria-label={`Request ${l.name}`}>
                    Request
                  </Button>
                )}
                {admin && (
                  <Button size="sm" variant="danger" onClick={() => del(l)} aria-label={`Delete ${l.name}`}>
                    Delete
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
      {adding && (
        <AddLicenseModal
          onClose={() => setAdding(false)}
          onAdded={(l) => {
            setAdding(false);
            onNotice(`${l.name} is in the catalog.`);
          }}
        />
      )}
    </section>
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
      ) : (
        <Table
          testId="license-queue"
          caption="License requests from every organization"
          rows={pending}
          rowKey={(r) => r.id}
          empty={<p>No requests are waiting.</p>}
          columns={[
            { header: "Organization", cell: (r) => r.organizationName },
            { header: "License", cell: (r) => r.license.name },
            { header: "Requested", cell: (r) => day(r.createdAt) },
            {
              header: "Answer",
              hideHeader: true,
              className: "space-x-2 text-right whitespace-nowrap",
              cell: (r) =>
                !r.answerable ? (
                  <span className="text-sm whitespace-normal text-slate-700">
                    You organize {r.organizationName}: another administrator answers this request.
                  </span>
                ) : (
                  <>
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
                  </>
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
