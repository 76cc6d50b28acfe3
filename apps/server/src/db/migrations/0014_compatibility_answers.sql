CREATE TABLE "compatibility_answers" (
	"user_id" text NOT NULL,
	"question_id" smallint NOT NULL,
	"answer" smallint NOT NULL,
	"accepted" smallint[] NOT NULL,
	"importance" text NOT NULL,
	"use_in_score" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compatibility_answers_pkey" PRIMARY KEY("user_id","question_id"),
	CONSTRAINT "compatibility_answers_answer_range" CHECK ("compatibility_answers"."answer" between 0 and 4),
	CONSTRAINT "compatibility_answers_accepted_check" CHECK (cardinality("compatibility_answers"."accepted") between 1 and 5 and "compatibility_answers"."accepted" <@ array[0, 1, 2, 3, 4]::smallint[]),
	CONSTRAINT "compatibility_answers_importance_check" CHECK ("compatibility_answers"."importance" in ('irrelevant', 'aLittle', 'somewhat', 'very', 'mandatory'))
);
--> statement-breakpoint
ALTER TABLE "compatibility_answers" ADD CONSTRAINT "compatibility_answers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;