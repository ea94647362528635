"use client";

// The organizer's /organizers page: choose an organization (kept in ?org= so it survives a reload), then its
// sections (components/organizers/sections.tsx) as tabs; ?tab= keeps the open one.
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { cn } from "@/components/ui/cn";
import { useMyOrganizations } from "@/lib/organizations/queries";
import { ORGANIZER_SECTIONS } from "./sections";
import { CreateOrganizationModal } from "./create-organization-modal";
import { MyOrganizationInvitations } from "./my-invitations";
import { LicenseAdministration } from "./licenses-section";

export function OrganizersDashboard() {
  const router = useRouter();
  const search = useSearchParams();
  const orgs = useMyOrganizations();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState("");
  const list = (orgs.data ?? []).filter((o) => o.kind === "organizer");
  const wanted = search.get("org");
  const current = list.find((o) => o.id === wanted) ?? list.find((o) => o.current) ?? list[0];
  const tabId = search.get("tab");
  const section = ORGANIZER_SECTIONS.find((s) => s.id === tabId) ?? ORGANIZER_SECTIONS[0];
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // The address as last asked for: router.replace lands in a transition, so a second choice made before it landed
  // (a tab clicked right after creating an organization) must build on the first, not on the render's stale search.
  const asked = useRef(search.toString());
  useEffect(() => {
    asked.current = search.toString();
  }, [search]);
  const go = (next: { org?: string; tab?: string }) => {
    const params = new URLSearchParams(asked.current);
    if (next.org) params.set("org", next.org);
    if (next.tab) params.set("tab", next.tab);
    asked.current = params.toString();
    router.replace(`/organizers?${params.toString()}`, { scroll: false });
  };

  const onTabKey = (e: KeyboardEvent, index: number) => {
    const delta = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (index + delta + ORGANIZER_SECTIONS.length) % ORGANIZER_SECTIONS.length;
    tabs.current[next]?.focus();
    go({ tab: ORGANIZER_SECTIONS[next].id });
  };

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <h1 className="text-3xl font-bold">Your organizations</h1>
        <Button className="ml-auto" onClick={() => setCreating(true)}>
          Create organization
        </Button>
      </div>
      <p role="status" className="text-sprout-700 empty:hidden" data-testid="organizers-notice">
        {notice}
      </p>
      <MyOrganizationInvitations />
      {orgs.isLoading ? (
        <p>Loading your organizations…</p>
      ) : !current ? (
        <>
          <div className="rounded-2xl bg-white p-6 shadow-sm" data-testid="no-organizations">
            <p>
              You do not organize an organization yet. Create one for your school or club: you become its organizer,
              share its invite code with teachers and invite people by email. If your school already uses Sprout, accept
              the invitation from your email instead.
            </p>
            <Button className="mt-4" onClick={() => setCreating(true)}>
              Create your organization
            </Button>
          </div>
          <LicenseAdministration />
        </>
      ) : (
        <>
          <div className="rounded-2xl bg-white p-4 shadow-sm">
            <Field label="Organization" className="max-w-md">
              <Select
                value={current.id}
                onChange={(e) => go({ org: e.target.value })}
                options={list.map((o) => ({ value: o.id, label: o.name }))}
                data-testid="organization-select"
              />
            </Field>
            <p className="mt-2 text-sm text-slate-700">
              Invite code: <span className="font-mono font-semibold">{current.invite_code}</span>
              {current.description && ` · ${current.description}`}
            </p>
          </div>
          <div role="tablist" aria-label="Organization sections" className="flex flex-wrap gap-2">
            {ORGANIZER_SECTIONS.map((s, i) => (
              <button
                key={s.id}
                ref={(el) => {
                  tabs.current[i] = el;
                }}
                id={`org-tab-${s.id}`}
                type="button"
                role="tab"
                aria-selected={s.id === section.id}
                aria-controls={`org-panel-${s.id}`}
                tabIndex={s.id === section.id ? 0 : -1}
                onClick={() => go({ tab: s.id })}
                onKeyDown={(e) => onTabKey(e, i)}
                className={cn(
                  "rounded-xl px-4 py-2 font-medium",
                  s.id === section.id ? "bg-sprout-700 text-white" : "bg-white text-slate-800 hover:bg-slate-50",
                )}
              >
                {s.label}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`org-panel-${section.id}`}
            aria-labelledby={`org-tab-${section.id}`}
            className="rounded-2xl bg-white p-6 shadow-sm"
          >
            <h2 className="mb-4 text-2xl font-semibold">{section.label}</h2>
            <section.Component key={current.id} organizationId={current.id} />
          </div>
        </>
      )}
      {creating && (
        <CreateOrganizationModal
          onClose={() => setCreating(false)}
          onCreated={(o) => {
            setCreating(false);
            setNotice(`${o.name} is ready. Share the invite code ${o.invite_code} with its teachers.`);
            go({ org: o.id });
          }}
        />
      )}
    </section>
  );
}
