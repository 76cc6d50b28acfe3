CREATE TABLE "like_pairs" (
	"user1_id" text NOT NULL,
	"user2_id" text NOT NULL,
	"user1_liked" boolean DEFAULT false NOT NULL,
	"user2_liked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "like_pairs_pkey" PRIMARY KEY("user1_id","user2_id"),
	CONSTRAINT "like_pairs_order_check" CHECK ("like_pairs"."user1_id" < "like_pairs"."user2_id")
);
--> statement-breakpoint
ALTER TABLE "like_pairs" ADD CONSTRAINT "like_pairs_user1_id_user_id_fk" FOREIGN KEY ("user1_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "like_pairs" ADD CONSTRAINT "like_pairs_user2_id_user_id_fk" FOREIGN KEY ("user2_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "like_pairs_user2_idx" ON "like_pairs" USING btree ("user2_id");