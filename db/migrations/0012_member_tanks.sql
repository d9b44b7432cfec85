CREATE TABLE `tank_fish` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tank_id` integer NOT NULL,
	`fish_id` integer NOT NULL,
	`count` integer NOT NULL,
	`sex` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`tank_id`) REFERENCES `tanks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fish_id`) REFERENCES `fish`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "tank_fish_count_positive" CHECK("tank_fish"."count" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tank_fish_tank_fish_sex_unique` ON `tank_fish` (`tank_id`,`fish_id`,`sex`);--> statement-breakpoint
CREATE UNIQUE INDEX `tank_fish_unsexed_unique` ON `tank_fish` (`tank_id`,`fish_id`) WHERE "tank_fish"."sex" IS NULL;--> statement-breakpoint
CREATE INDEX `tank_fish_fish_idx` ON `tank_fish` (`fish_id`);--> statement-breakpoint
CREATE TABLE `tanks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`length_cm` real NOT NULL,
	`width_cm` real NOT NULL,
	`height_cm` real NOT NULL,
	`volume_l` real NOT NULL,
	`filter_rated_volume_l` real,
	`filter_flow_lph` real,
	`heater` integer DEFAULT false NOT NULL,
	`planted` integer DEFAULT false NOT NULL,
	`temperature_c` real,
	`ph` real,
	`gh_dgh` real,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tanks_member_name_unique` ON `tanks` (`user_id`,lower("name"));