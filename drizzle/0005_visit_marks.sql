CREATE TABLE "visit_marks" (
	"day" date NOT NULL,
	"mark" text NOT NULL,
	CONSTRAINT "visit_marks_day_mark_pk" PRIMARY KEY("day","mark")
);
