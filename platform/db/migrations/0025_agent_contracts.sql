CREATE TABLE "agent_contract_versions" (
	"contract_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"terms" jsonb NOT NULL,
	"actor_id" bigint,
	"note" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_versions_contract_id_version_pk" PRIMARY KEY("contract_id","version"),
	CONSTRAINT "agent_contract_versions_version_check" CHECK ("agent_contract_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"holder_id" bigint NOT NULL,
	"upline_id" bigint,
	"replaces_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_settlement_runs" (
	"kind" text NOT NULL,
	"cycle" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"contracts" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_settlement_runs_kind_cycle_period_start_pk" PRIMARY KEY("kind","cycle","period_start")
);
--> statement-breakpoint
CREATE TABLE "contract_settlements" (
	"contract_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"holder_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"tier" integer,
	"reward" bigint NOT NULL,
	"passed_down" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_settlements_contract_id_period_start_pk" PRIMARY KEY("contract_id","period_start"),
	CONSTRAINT "contract_settlements_payout_check" CHECK ("contract_settlements"."payout" >= 0 and "contract_settlements"."reward" >= 0 and "contract_settlements"."passed_down" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_contract_versions" ADD CONSTRAINT "agent_contract_versions_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_versions" ADD CONSTRAINT "agent_contract_versions_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_holder_id_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_holder_id_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_versions_request_idx" ON "agent_contract_versions" USING btree ("actor_id","request_id") WHERE "agent_contract_versions"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "agent_contracts_holder_idx" ON "agent_contracts" USING btree ("holder_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE INDEX "contract_settlements_holder_idx" ON "contract_settlements" USING btree ("holder_id","kind","period_start");