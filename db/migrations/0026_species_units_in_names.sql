-- The species' measurements say their unit in their names, as the tanks' do (length_cm, volume_l): the minimum
-- tank in US gallons, the adult size in inches, the temperatures in °F. Renaming keeps every row and the table
-- itself, so the version triggers on `fish` stay; no index or trigger names these columns, and SQLite (3.25 on)
-- would rename them inside one if it did.
ALTER TABLE `fish` RENAME COLUMN `min_tank_size` TO `min_tank_size_gal`;
--> statement-breakpoint
ALTER TABLE `fish` RENAME COLUMN `max_size` TO `max_size_in`;
--> statement-breakpoint
ALTER TABLE `fish` RENAME COLUMN `min_temperature` TO `min_temperature_f`;
--> statement-breakpoint
ALTER TABLE `fish` RENAME COLUMN `max_temperature` TO `max_temperature_f`;
