-- Enquiries go to the specialists of their purpose (issue 42); earlier ones to sales.
ALTER TABLE outbox ADD COLUMN team text CONSTRAINT outbox_team CHECK (team IN ('accessibility', 'testing', 'security'));
