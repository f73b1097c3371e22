DROP INDEX "properties_goal_idx";--> statement-breakpoint
DROP INDEX "properties_city_idx";--> statement-breakpoint
CREATE INDEX "properties_list_newest_idx" ON "properties" USING btree ("goal","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_list_price_idx" ON "properties" USING btree ("goal","status",(case when "publish_price" then "price" end));--> statement-breakpoint
CREATE INDEX "properties_city_lower_idx" ON "properties" USING btree (lower("city"),"zip");--> statement-breakpoint
CREATE INDEX "properties_goal_bedrooms_idx" ON "properties" USING btree ("goal","status","bedrooms");