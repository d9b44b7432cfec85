ALTER TABLE `aquascapes` ADD `featured_at` text;--> statement-breakpoint
ALTER TABLE `fish` ADD `featured_at` text;--> statement-breakpoint
ALTER TABLE `product_reviews` ADD `featured_at` text;--> statement-breakpoint
ALTER TABLE `videos` ADD `featured_at` text;