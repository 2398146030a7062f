CREATE TABLE "red_envelope_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"envelope_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelope_claims_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "red_envelope_claims_amount" CHECK ("red_envelope_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"budget" bigint NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelopes_amounts" CHECK ("red_envelopes"."min_amount" > 0 AND "red_envelopes"."min_amount" <= "red_envelopes"."max_amount" AND "red_envelopes"."max_amount" <= "red_envelopes"."budget"),
	CONSTRAINT "red_envelopes_paid" CHECK ("red_envelopes"."paid" >= 0 AND "red_envelopes"."paid" <= "red_envelopes"."budget"),
	CONSTRAINT "red_envelopes_window" CHECK ("red_envelopes"."starts_at" < "red_envelopes"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "red_envelope_claims" ADD CONSTRAINT "red_envelope_claims_envelope_id_red_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."red_envelopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_claims" ADD CONSTRAINT "red_envelope_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_claims" ADD CONSTRAINT "red_envelope_claims_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_claims_once_idx" ON "red_envelope_claims" USING btree ("envelope_id","member_id");--> statement-breakpoint
CREATE INDEX "red_envelopes_window_idx" ON "red_envelopes" USING btree ("ends_at","starts_at");