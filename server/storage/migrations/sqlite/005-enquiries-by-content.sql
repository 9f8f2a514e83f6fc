-- The contact form's second call without a reference finds its enquiry by content (D38).
CREATE INDEX enquiries_request_hash ON enquiries (request_hash, created_at);
