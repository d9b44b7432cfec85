CREATE TABLE `tank_plants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tank_id` integer NOT NULL,
	`plant_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`tank_id`) REFERENCES `tanks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plant_id`) REFERENCES `plants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tank_plants_tank_plant_unique` ON `tank_plants` (`tank_id`,`plant_id`);--> statement-breakpoint
CREATE INDEX `tank_plants_plant_idx` ON `tank_plants` (`plant_id`);--> statement-breakpoint
ALTER TABLE `tanks` ADD `light` text;--> statement-breakpoint
ALTER TABLE `tanks` ADD `co2` integer;