-- Issue 39: an organization starts with the usual roles (lib/organizations/roles.ts DEFAULT_ROLES), so it can send
-- an invitation at once. Data only, no schema change. Organizations that have no role yet get both; one that made
-- its own roles keeps exactly those. Idempotent: a second run finds every organization with roles.
INSERT INTO "organization_role" ("id", "organization_id", "name", "description", "kind")
SELECT gen_random_uuid(), o."id", r."name", r."description", r."kind"::"organization_member_kind"
FROM "organization" o
CROSS JOIN (VALUES
  ('Teacher', 'Teaches classes in this organization', 'teacher'),
  ('Organizer', 'Runs the organization: people, roles, invitations and licenses', 'organizer')
) AS r("name", "description", "kind")
WHERE NOT EXISTS (SELECT 1 FROM "organization_role" x WHERE x."organization_id" = o."id")
ON CONFLICT ("organization_id", "name") DO NOTHING;
