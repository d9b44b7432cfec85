ALTER TABLE `users` ADD `unit_system` text;--> statement-breakpoint
ALTER TABLE `users` ADD `hardness_unit` text;