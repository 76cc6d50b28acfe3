CREATE TABLE "photo_reveals" (
	"owner_id" text NOT NULL,
	"viewer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_reveals_pkey" PRIMARY KEY("owner_id","viewer_id"),
	CONSTRAINT "photo_reveals_not_self_check" CHECK ("photo_reveals"."owner_id" <> "photo_reveals"."viewer_id")
);
--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "photo_visibility" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_reveals" ADD CONSTRAINT "photo_reveals_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_reveals" ADD CONSTRAINT "photo_reveals_viewer_id_user_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_reveals_viewer_idx" ON "photo_reveals" USING btree ("viewer_id");--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_photo_visibility_check" CHECK ("preferences"."photo_visibility" in ('everyone', 'matches', 'revealed'));