"use client";

// School sign-in (issue 42): the organization's own OpenID Connect provider (Entra ID, Google Workspace,
// ClassLink, Clever). The organizer registers Sprout's redirect URI at the provider, then enters its issuer,
// client id and secret (write-only: the form never shows it back), the school's e-mail domains and, optionally,
// the ID-token claim that carries the roster's sourcedId.
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox, Field, Input } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { useDeleteSignInConfig, useSaveSignInConfig, useSignInConfig } from "@/lib/school-sign-in/queries";

const LABELS = {
  issuer: "Issuer",
  clientId: "Client id",
  clientSecret: "Client secret",
  domains: "School e-mail domains",
  sourcedIdClaim: "sourcedId claim",
  label: "Button words",
};

function Copyable({ label, value, testId }: { label: string; value: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <p className="font-medium text-slate-800">{label}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="rounded bg-slate-100 px-2 py-1 text-sm break-all" data-testid={testId}>
          {value}
        </code>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
        >
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}

export function SignInSection({ organizationId }: { organizationId: string }) {
  const config = useSignInConfig(organizationId);
  const save = useSaveSignInConfig(organizationId);
  const remove = useDeleteSignInConfig(organizationId);
  const busy = useBusy(LABELS);
  const confirm = useConfirm();
  const [issuer, setIssuer] = useState("");
  const [clientId, setClientId] = useState("");
  const [clientSecret, setClientSecret] = useState("");
  const [domains, setDomains] = useState("");
  const [sourcedIdClaim, setSourcedIdClaim] = useState("");
  const [label, setLabel] = useState("");
  const [enabled, setEnabled] = useState(true);
  const [notice, setNotice] = useState("");
  const data = config.data;

  useEffect(() => {
    if (!data) return;
    setIssuer(data.issuer);
    setClientId(data.clientId);
    setDomains(data.domains.join(", "));
    setSourcedIdClaim(data.sourcedIdClaim);
    setLabel(data.label);
    setEnabled(data.configured ? data.enabled : true);
  }, [data]);

  if (config.isLoading || !data) return <p>Loading the school sign-in…</p>;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const saved = await busy("Checking the provider…", () =>
      save.mutateAsync({
        issuer,
        clientId,
        ...(clientSecret && { clientSecret }),
        domains: domains.split(/[\s,;]+/).filter(Boolean),
        sourcedIdClaim,
        label,
        enabled,
      }),
    );
    if (!saved) return;
    setClientSecret("");
    setNotice(
      saved.enabled
        ? "School sign-in is on. Share the sign-in link with your school."
        : "School sign-in is saved, off.",
    );
  }

  async function del() {
    const sure = await confirm({
      title: "Remove the school sign-in?",
      message: "People sign in with their Sprout passwords and login cards again. Their accounts stay as they are.",
      confirmLabel: "Remove school sign-in",
      destructive: true,
    });
    if (!sure) return;
    if (await busy("Removing…", () => remove.mutateAsync())) setNotice("School sign-in is removed.");
  }

  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        Let your school&apos;s people sign in with the school&apos;s own accounts (Microsoft Entra ID, Google Workspace,
        ClassLink, Clever or any OpenID Connect provider). Sprout matches each person to their account by verified
        e-mail or by the roster&apos;s sourcedId and never creates one. Children below Grade 3 keep their login cards.
      </p>
      <Copyable label="Redirect URI to register at your provider" value={data.redirectUri} testId="sign-in-redirect" />
      <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" aria-label="School sign-in settings">
        <Field label={LABELS.issuer} hint="For example https://login.microsoftonline.com/<tenant>/v2.0">
          <Input value={issuer} onChange={(e) => setIssuer(e.target.value)} maxLength={500} required />
        </Field>
        <Field label={LABELS.clientId}>
          <Input value={clientId} onChange={(e) => setClientId(e.target.value)} maxLength={300} required />
        </Field>
        <Field
          label={LABELS.clientSecret}
          hint={data.hasSecret ? "A secret is stored. Leave empty to keep it." : "Never shown again once saved."}
        >
          <Input
            type="password"
            autoComplete="off"
            value={clientSecret}
            onChange={(e) => setClientSecret(e.target.value)}
            maxLength={1000}
          />
        </Field>
        <Field label={LABELS.domains} hint="Comma-separated, like lincoln.edu, students.lincoln.edu">
          <Input value={domains} onChange={(e) => setDomains(e.target.value)} />
        </Field>
        <Field label={LABELS.sourcedIdClaim} hint="The ID-token claim holding the roster's sourcedId (optional).">
          <Input value={sourcedIdClaim} onChange={(e) => setSourcedIdClaim(e.target.value)} maxLength={100} />
        </Field>
        <Field label={LABELS.label} hint="On the sign-in link's page, like Sign in with Lincoln Schools.">
          <Input value={label} onChange={(e) => setLabel(e.target.value)} maxLength={120} />
        </Field>
        <Checkbox
          label="People may sign in with the school's accounts"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button type="submit">Save school sign-in</Button>
          {data.configured && (
            <Button variant="danger" onClick={() => void del()}>
              Remove school sign-in
            </Button>
          )}
        </div>
      </form>
      <p role="status" className="text-sprout-700 empty:hidden" data-testid="sign-in-notice">
        {notice}
      </p>
      {data.configured && data.enabled && (
        <Copyable label="Sign-in link to share with your school" value={data.signInUrl} testId="sign-in-link" />
      )}
    </div>
  );
}
