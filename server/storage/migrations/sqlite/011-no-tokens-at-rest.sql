-- No working link token at rest (issue 65): an e-mail sent or given up before its kept
-- text lost its tokens loses them now, with its List-Unsubscribe address.
-- redact_tokens is server/tokens.ts's redactTokens, which the store registers on its connection.
UPDATE outbox SET body_text = redact_tokens(body_text), unsubscribe_url = NULL
  WHERE status <> 'pending' AND (body_text LIKE '%token=%' OR unsubscribe_url IS NOT NULL);
