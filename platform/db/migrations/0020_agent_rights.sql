CREATE TABLE "agent_rights" (
	"member_id" bigint NOT NULL,
	"right" text NOT NULL,
	CONSTRAINT "agent_rights_member_id_right_pk" PRIMARY KEY("member_id","right")
);
--> statement-breakpoint
ALTER TABLE "agent_rights" ADD CONSTRAINT "agent_rights_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;