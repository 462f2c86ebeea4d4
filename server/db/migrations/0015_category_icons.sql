ALTER TABLE "categories" ADD COLUMN "icon" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_icon_check" CHECK ("categories"."icon" ~ '^[a-z][a-z-]{0,39}$');--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_color_check" CHECK ("categories"."color" ~ '^[a-z]{1,20}$');