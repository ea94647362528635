-- CreateEnum
CREATE TYPE "audit_outcome" AS ENUM ('success', 'denied', 'failed');

-- CreateTable
CREATE TABLE "audit_log" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID,
    "seq" INTEGER NOT NULL DEFAULT 0,
    "prev_hash" TEXT NOT NULL DEFAULT '',
    "hash" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" UUID,
    "actor_username" TEXT,
    "actor_roles" TEXT[],
    "action" TEXT NOT NULL,
    "record_type" TEXT,
    "record_id" TEXT,
    "ip" TEXT NOT NULL DEFAULT '',
    "user_agent" TEXT NOT NULL DEFAULT '',
    "request_id" TEXT NOT NULL DEFAULT '',
    "status" INTEGER NOT NULL,
    "outcome" "audit_outcome" NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);


-- ---------------------------------------------------------------------------------------------------------------
-- Hand-written (docs/decisions/140): the hash chain and append-only rules of the audit log.

-- Each chain (an organization, or NULL: the deployment's) is ordered by seq, one entry per number.
CREATE UNIQUE INDEX "audit_log_chain_seq_key" ON "audit_log" ("organization_id", "seq") NULLS NOT DISTINCT;

-- The text an entry's hash covers: every column but prev_hash and hash, as a JSON array (jsonb's output is
-- canonical: no setting of the session changes it; the time is written as UTC text to the millisecond).
CREATE FUNCTION audit_log_canonical(e "audit_log") RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(
    e.id::text, e.organization_id::text, e.seq, to_char(e.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    e.actor_id::text, e.actor_username, to_jsonb(e.actor_roles), e.action, e.record_type, e.record_id,
    e.ip, e.user_agent, e.request_id, e.status, e.outcome::text, e.details
  )::text
$$;

-- hash = sha256(prev_hash || canonical entry), hex.
CREATE FUNCTION audit_log_hash(prev_hash text, e "audit_log") RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(prev_hash || audit_log_canonical(e), 'UTF8')), 'hex')
$$;

-- BEFORE INSERT: the database, not the application, numbers, dates and links the entry. A per-chain advisory
-- transaction lock makes concurrent inserts into one chain take turns, so the chain cannot fork (and the unique
-- index above refuses a fork if anything ever got past the lock).
CREATE FUNCTION audit_log_link() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  last_seq integer;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_log'), hashtext(coalesce(NEW.organization_id::text, '')));
  IF NEW.organization_id IS NULL THEN
    SELECT seq, hash INTO last_seq, last_hash FROM "audit_log"
      WHERE organization_id IS NULL ORDER BY seq DESC LIMIT 1;
  ELSE
    SELECT seq, hash INTO last_seq, last_hash FROM "audit_log"
      WHERE organization_id = NEW.organization_id ORDER BY seq DESC LIMIT 1;
  END IF;
  NEW.id := coalesce(NEW.id, gen_random_uuid());
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, repeat('0', 64));
  NEW.created_at := date_trunc('milliseconds', clock_timestamp() AT TIME ZONE 'UTC');
  NEW.actor_roles := coalesce(NEW.actor_roles, '{}');
  NEW.hash := audit_log_hash(NEW.prev_hash, NEW);
  RETURN NEW;
END
$$;

CREATE TRIGGER "audit_log_link" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_link();

-- Append-only: UPDATE, DELETE and TRUNCATE are refused for everyone, whatever their grants (a statement trigger,
-- so even a statement that would touch no row fails). Only a superuser can step around it, with
-- session_replication_role = replica (the test harness's reset between tests does; docs/decisions/140).
CREATE FUNCTION audit_log_refuse() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse();

-- Grants: nobody is given UPDATE, DELETE or TRUNCATE, not even the role that runs this migration (the owner,
-- and the application's role when it is the same one). A superuser and the owner can still change that: run the
-- application as a role that does not own the tables (README "Database roles").
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM PUBLIC;
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM CURRENT_USER;
