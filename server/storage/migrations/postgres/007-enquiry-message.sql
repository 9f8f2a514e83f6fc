-- The contact form's optional message (issue 31); earlier enquiries have none.
ALTER TABLE enquiries ADD COLUMN message text NOT NULL DEFAULT '';
