CREATE TABLE `deleted_reference_slugs` (
	`kind` text NOT NULL,
	`slug` text NOT NULL,
	`deleted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`kind`, `slug`)
);
--> statement-breakpoint
ALTER TABLE `aquascapes` ADD `admin_edited_at` text;--> statement-breakpoint
ALTER TABLE `fish` ADD `admin_edited_at` text;--> statement-breakpoint
ALTER TABLE `product_reviews` ADD `admin_edited_at` text;--> statement-breakpoint
ALTER TABLE `videos` ADD `admin_edited_at` text;