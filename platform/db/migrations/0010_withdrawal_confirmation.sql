CREATE TABLE "withdrawal_confirmations" (
	"withdrawal_id" bigint PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"received" bigint NOT NULL,
	"comment" text,
	"answered_at" timestamp with time zone NOT NULL,
	"dispute" text,
	"refund_transaction_id" bigint,
	"settled_by" text,
	"settled_at" timestamp with time zone,
	"settle_reason" text,
	CONSTRAINT "withdrawal_confirmations_refund_transaction_id_unique" UNIQUE("refund_transaction_id"),
	CONSTRAINT "withdrawal_confirmations_received" CHECK ("withdrawal_confirmations"."received" >= 0),
	CONSTRAINT "withdrawal_confirmations_dispute" CHECK (("withdrawal_confirmations"."answer" = 'received') = ("withdrawal_confirmations"."dispute" IS NULL)),
	CONSTRAINT "withdrawal_confirmations_refund" CHECK (("withdrawal_confirmations"."dispute" = 'refunded') = ("withdrawal_confirmations"."refund_transaction_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_confirmations" ADD CONSTRAINT "withdrawal_confirmations_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_confirmations" ADD CONSTRAINT "withdrawal_confirmations_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_withdrawal_id_withdrawal_confirmations_withdrawal_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawal_confirmations"("withdrawal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_confirmations_dispute_idx" ON "withdrawal_confirmations" USING btree ("dispute","withdrawal_id");--> statement-breakpoint
CREATE INDEX "withdrawal_proofs_withdrawal_idx" ON "withdrawal_proofs" USING btree ("withdrawal_id");