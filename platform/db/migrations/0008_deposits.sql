CREATE TABLE "deposit_methods" (
	"method" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"currency" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"daily_limit" bigint NOT NULL,
	"expiry_minutes" integer NOT NULL,
	"clabe" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_methods_bounds" CHECK ("deposit_methods"."min_amount" > 0 AND "deposit_methods"."min_amount" <= "deposit_methods"."max_amount" AND "deposit_methods"."max_amount" <= "deposit_methods"."daily_limit"),
	CONSTRAINT "deposit_methods_expiry" CHECK ("deposit_methods"."expiry_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_receipts" (
	"deposit_id" bigint PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"request_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pay_to" text,
	"provider_reference" text,
	"checkout_url" text,
	"transaction_id" bigint,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_reference_unique" UNIQUE("reference"),
	CONSTRAINT "deposits_provider_reference_unique" UNIQUE("provider_reference"),
	CONSTRAINT "deposits_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "deposits_positive" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_paid_has_transaction" CHECK ("deposits"."status" <> 'paid' OR "deposits"."transaction_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "deposit_receipts" ADD CONSTRAINT "deposit_receipts_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request_idx" ON "deposits" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","id");