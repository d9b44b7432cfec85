-- A heater box left unticked meant "no" or "not said"; it becomes "not said" (NULL), and only a ticked box stays "yes".
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_tanks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`length_cm` real NOT NULL,
	`width_cm` real NOT NULL,
	`height_cm` real NOT NULL,
	`volume_l` real NOT NULL,
	`filter_rated_volume_l` real,
	`filter_flow_lph` real,
	`heater` integer,
	`planted` integer DEFAULT false NOT NULL,
	`lid` integer,
	`set_up_on` text,
	`cycled` integer,
	`temperature_c` real,
	`ph` real,
	`gh_dgh` real,
	`kh_dkh` real,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_tanks`("id", "user_id", "name", "length_cm", "width_cm", "height_cm", "volume_l", "filter_rated_volume_l", "filter_flow_lph", "heater", "planted", "temperature_c", "ph", "gh_dgh", "created_at", "updated_at") SELECT "id", "user_id", "name", "length_cm", "width_cm", "height_cm", "volume_l", "filter_rated_volume_l", "filter_flow_lph", CASE WHEN "heater" THEN 1 ELSE NULL END, "planted", "temperature_c", "ph", "gh_dgh", "created_at", "updated_at" FROM `tanks`;--> statement-breakpoint
DROP TABLE `tanks`;--> statement-breakpoint
ALTER TABLE `__new_tanks` RENAME TO `tanks`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `tanks_member_name_unique` ON `tanks` (`user_id`,lower("name"));