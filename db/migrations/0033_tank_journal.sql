CREATE TABLE `tank_readings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tank_id` integer NOT NULL,
	`taken_at` text NOT NULL,
	`temperature_c` real,
	`ph` real,
	`gh_dgh` real,
	`kh_dkh` real,
	`ammonia_ppm` real,
	`nitrite_ppm` real,
	`nitrate_ppm` real,
	`phosphate_ppm` real,
	`tds_ppm` real,
	`water_change_pct` real,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`tank_id`) REFERENCES `tanks`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "tank_readings_water_change_pct" CHECK("tank_readings"."water_change_pct" IS NULL OR ("tank_readings"."water_change_pct" >= 1 AND "tank_readings"."water_change_pct" <= 100))
);
--> statement-breakpoint
CREATE INDEX `tank_readings_tank_taken_idx` ON `tank_readings` (`tank_id`,`taken_at`,`id`);