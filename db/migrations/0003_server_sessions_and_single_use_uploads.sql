CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_seen_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
DROP INDEX `uploaded_objects_user_idx`;--> statement-breakpoint
ALTER TABLE `uploaded_objects` ADD `registered_at` text;--> statement-breakpoint
ALTER TABLE `uploaded_objects` ADD `discarded_at` text;--> statement-breakpoint
CREATE INDEX `uploaded_objects_user_idx` ON `uploaded_objects` (`user_id`,`created_at`);