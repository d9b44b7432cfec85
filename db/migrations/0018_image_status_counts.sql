CREATE TABLE `image_status_counts` (
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`kind`, `status`)
);
