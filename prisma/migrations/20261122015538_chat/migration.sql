-- CreateTable
CREATE TABLE "conversation" (
    "id" UUID NOT NULL,
    "teacher_id" UUID NOT NULL,
    "parent_id" UUID NOT NULL,
    "child_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_message_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "conversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_message" (
    "id" SERIAL NOT NULL,
    "conversation_id" UUID NOT NULL,
    "sender_id" UUID NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notify_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read_at" TIMESTAMP(3),

    CONSTRAINT "chat_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_report" (
    "id" UUID NOT NULL,
    "message_id" INTEGER NOT NULL,
    "reporter_id" UUID NOT NULL,
    "organization_id" UUID,
    "reason" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_quiet_hours" (
    "teacher_id" UUID NOT NULL,
    "start" TEXT NOT NULL,
    "end" TEXT NOT NULL,
    "time_zone" TEXT NOT NULL,

    CONSTRAINT "chat_quiet_hours_pkey" PRIMARY KEY ("teacher_id")
);

-- CreateIndex
CREATE INDEX "conversation_parent_id_idx" ON "conversation"("parent_id");

-- CreateIndex
CREATE UNIQUE INDEX "conversation_teacher_id_parent_id_child_id_key" ON "conversation"("teacher_id", "parent_id", "child_id");

-- CreateIndex
CREATE INDEX "chat_message_conversation_id_id_idx" ON "chat_message"("conversation_id", "id");

-- CreateIndex
CREATE INDEX "chat_report_organization_id_idx" ON "chat_report"("organization_id");

-- CreateIndex
CREATE UNIQUE INDEX "chat_report_message_id_reporter_id_key" ON "chat_report"("message_id", "reporter_id");

-- AddForeignKey
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_teacher_id_fkey" FOREIGN KEY ("teacher_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_child_id_fkey" FOREIGN KEY ("child_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_sender_id_fkey" FOREIGN KEY ("sender_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_report" ADD CONSTRAINT "chat_report_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "chat_message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_report" ADD CONSTRAINT "chat_report_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_quiet_hours" ADD CONSTRAINT "chat_quiet_hours_teacher_id_fkey" FOREIGN KEY ("teacher_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

