CREATE TABLE "simulator_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"whatsappId" integer NOT NULL,
	"number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"direction" text NOT NULL,
	"providerId" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'chat' NOT NULL,
	"mediaPath" text,
	"ack" integer DEFAULT 0 NOT NULL,
	"isDeleted" boolean DEFAULT false NOT NULL,
	"isEdited" boolean DEFAULT false NOT NULL,
	"createdAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simulator_messages" ADD CONSTRAINT "simulator_messages_whatsappId_whatsapps_id_fk" FOREIGN KEY ("whatsappId") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "simulator_messages_provider_unique" ON "simulator_messages" USING btree ("whatsappId","providerId");--> statement-breakpoint
CREATE INDEX "simulator_messages_number_idx" ON "simulator_messages" USING btree ("whatsappId","number","id");