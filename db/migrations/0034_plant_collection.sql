CREATE TABLE `plant_collection_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`plant_id` integer NOT NULL,
	`collection_type` text DEFAULT 'liked' NOT NULL,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plant_id`) REFERENCES `plants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plant_collection_entries_member_plant_unique` ON `plant_collection_entries` (`user_id`,`plant_id`);--> statement-breakpoint
CREATE INDEX `plant_collection_entries_plant_idx` ON `plant_collection_entries` (`plant_id`);