CREATE TABLE `image_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `community_images`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `image_reports_image_member_unique` ON `image_reports` (`image_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `image_reports_user_idx` ON `image_reports` (`user_id`);--> statement-breakpoint
CREATE TABLE `image_views` (
	`image_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	PRIMARY KEY(`image_id`, `user_id`, `day`),
	FOREIGN KEY (`image_id`) REFERENCES `community_images`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `image_views_user_idx` ON `image_views` (`user_id`);--> statement-breakpoint
ALTER TABLE `community_images` ADD `fish_id` integer REFERENCES fish(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `community_images_fish_idx` ON `community_images` (`fish_id`,`status`,`created_at`);