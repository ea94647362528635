-- CreateTable
CREATE TABLE "sign_in_ticket" (
    "token_hash" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_ticket_pkey" PRIMARY KEY ("token_hash")
);

-- CreateIndex
CREATE INDEX "sign_in_ticket_created_at_idx" ON "sign_in_ticket"("created_at");

-- AddForeignKey
ALTER TABLE "sign_in_ticket" ADD CONSTRAINT "sign_in_ticket_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

