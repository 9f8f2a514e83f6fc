-- No working link token at rest (issue 65): an e-mail sent or given up before its kept
-- text lost its tokens loses them now (the pattern is server/tokens.ts's redactTokens).
UPDATE outbox SET body_text = regexp_replace(body_text, '([?&]token=)[^&#\s>"'']*', '\1REDACTED', 'g'), unsubscribe_url = NULL
  WHERE status <> 'pending' AND (body_text LIKE '%token=%' OR unsubscribe_url IS NOT NULL);
