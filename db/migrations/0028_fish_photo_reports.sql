CREATE TABLE `photo_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`photo_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`photo_id`) REFERENCES `fish_photos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `photo_reports_photo_member_unique` ON `photo_reports` (`photo_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `photo_reports_user_idx` ON `photo_reports` (`user_id`);