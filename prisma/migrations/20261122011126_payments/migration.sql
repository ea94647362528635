-- CreateTable
CREATE TABLE "plan" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "interval" TEXT NOT NULL,
    "max_children" INTEGER NOT NULL,
    "unlocks" TEXT[],
    "stripe_price_id" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "plan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_customer" (
    "user_id" UUID NOT NULL,
    "stripe_customer_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "billing_customer_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "plan_subscription" (
    "id" UUID NOT NULL,
    "parent_id" UUID NOT NULL,
    "plan_id" TEXT NOT NULL,
    "checkout_session_id" TEXT,
    "checkout_status" TEXT NOT NULL DEFAULT 'pending',
    "stripe_subscription_id" TEXT,
    "status" TEXT NOT NULL DEFAULT 'incomplete',
    "current_period_end" TIMESTAMP(3),
    "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
    "stripe_updated_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "plan_subscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "plan_subscription_child" (
    "subscription_id" UUID NOT NULL,
    "child_id" UUID NOT NULL,

    CONSTRAINT "plan_subscription_child_pkey" PRIMARY KEY ("subscription_id","child_id")
);

-- CreateTable
CREATE TABLE "payment" (
    "id" UUID NOT NULL,
    "parent_id" UUID NOT NULL,
    "subscription_id" UUID,
    "stripe_invoice_id" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "invoice_url" TEXT,
    "invoice_pdf" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL,
    "paid_at" TIMESTAMP(3),

    CONSTRAINT "payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stripe_event" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "billing_customer_stripe_customer_id_key" ON "billing_customer"("stripe_customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "plan_subscription_checkout_session_id_key" ON "plan_subscription"("checkout_session_id");

-- CreateIndex
CREATE UNIQUE INDEX "plan_subscription_stripe_subscription_id_key" ON "plan_subscription"("stripe_subscription_id");

-- CreateIndex
CREATE INDEX "plan_subscription_parent_id_idx" ON "plan_subscription"("parent_id");

-- CreateIndex
CREATE INDEX "plan_subscription_child_child_id_idx" ON "plan_subscription_child"("child_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_stripe_invoice_id_key" ON "payment"("stripe_invoice_id");

-- CreateIndex
CREATE INDEX "payment_parent_id_created_at_idx" ON "payment"("parent_id", "created_at");

-- AddForeignKey
ALTER TABLE "billing_customer" ADD CONSTRAINT "billing_customer_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plan_subscription" ADD CONSTRAINT "plan_subscription_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plan_subscription" ADD CONSTRAINT "plan_subscription_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "plan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plan_subscription_child" ADD CONSTRAINT "plan_subscription_child_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "plan_subscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plan_subscription_child" ADD CONSTRAINT "plan_subscription_child_child_id_fkey" FOREIGN KEY ("child_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment" ADD CONSTRAINT "payment_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment" ADD CONSTRAINT "payment_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "plan_subscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;

