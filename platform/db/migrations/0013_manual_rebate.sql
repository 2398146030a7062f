CREATE TABLE "member_rebates" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"since_at" timestamp with time zone,
	"until_at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_claims_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "rebate_claims_amount" CHECK ("rebate_claims"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_rebates" ADD CONSTRAINT "member_rebates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_member_request_idx" ON "rebate_claims" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "rebate_claims_member_idx" ON "rebate_claims" USING btree ("member_id","id");