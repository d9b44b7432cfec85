CREATE TABLE `member_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`rating_halves` integer NOT NULL,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `product_reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "member_reviews_rating_halves_range" CHECK("member_reviews"."rating_halves" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_reviews_product_member_unique` ON `member_reviews` (`product_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `member_reviews_product_created_idx` ON `member_reviews` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `member_reviews_user_created_idx` ON `member_reviews` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `review_helpful_votes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `member_reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_helpful_votes_review_member_unique` ON `review_helpful_votes` (`review_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `review_helpful_votes_user_idx` ON `review_helpful_votes` (`user_id`);