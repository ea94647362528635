-- AlterTable
ALTER TABLE "puzzle_attempt" ADD COLUMN     "credited" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "judged_with" TEXT;

-- CreateTable
CREATE TABLE "rejudge_job" (
    "id" UUID NOT NULL,
    "rules" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "total" INTEGER NOT NULL,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "errors" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMP(3),
    "finished_at" TIMESTAMP(3),
    "heartbeat_at" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "rejudge_job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "rejudge_job_rules_key" ON "rejudge_job"("rules");

-- CreateIndex
CREATE INDEX "rejudge_job_status_idx" ON "rejudge_job"("status");

