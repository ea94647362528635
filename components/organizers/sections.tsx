// The organizer dashboard's sections, in order (issue 12). Each renders for the selected organization; the page
// shows them as tabs. Another part of the dashboard plugs in by adding an entry here.
import type { ComponentType } from "react";
import { PeopleSection } from "./people-section";
import { StudentsSection } from "./students-section";
import { InvitationsSection } from "./invitations-section";
import { RolesSection } from "./roles-section";
import { LicensesSection } from "./licenses-section";
import { AnalyticsSection } from "./analytics-section";
import { AuditSection } from "./audit-section";
import { OneRosterSection } from "./oneroster-section";
import { PeopleCsvSection } from "./people-csv-section";

export type OrganizerSection = {
  id: string;
  label: string;
  Component: ComponentType<{ organizationId: string }>;
};

export const ORGANIZER_SECTIONS: OrganizerSection[] = [
  { id: "people", label: "People", Component: PeopleSection },
  { id: "students", label: "Students", Component: StudentsSection },
  { id: "invitations", label: "Invitations", Component: InvitationsSection },
  { id: "roles", label: "Roles", Component: RolesSection },
  { id: "licenses", label: "Licenses", Component: LicensesSection },
  { id: "analytics", label: "Analytics", Component: AnalyticsSection },
  { id: "audit", label: "Audit log", Component: AuditSection },
  { id: "oneroster", label: "OneRoster", Component: OneRosterSection },
  { id: "people-csv", label: "People CSV", Component: PeopleCsvSection },
];
