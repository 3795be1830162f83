CREATE TABLE "announcement_seen" (
	"id" serial PRIMARY KEY NOT NULL,
	"userId" integer NOT NULL,
	"announcementId" integer NOT NULL,
	"createdAt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_seen" ADD CONSTRAINT "announcement_seen_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_seen" ADD CONSTRAINT "announcement_seen_announcementId_announcements_id_fk" FOREIGN KEY ("announcementId") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_seen_unique" ON "announcement_seen" USING btree ("userId","announcementId");--> statement-breakpoint
CREATE INDEX "announcement_seen_announcement_idx" ON "announcement_seen" USING btree ("announcementId");