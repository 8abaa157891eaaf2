-- Issue 24 point 4 (ADR 055): one open (pending or active) application per listing and applicant,
-- by address and by account. Before the unique indexes of the next migration, an earlier double
-- application is closed as withdrawn by the applicant; the one kept is the employer's active one,
-- else the first sent.
UPDATE applications a
SET status = 'withdrawn', closed_by = 'user', closed_at = now(), updated_at = now()
WHERE a.listing_id IS NOT NULL
  AND a.status IN ('pending', 'active')
  AND EXISTS (
    SELECT 1 FROM applications b
    WHERE b.listing_id = a.listing_id
      AND b.id <> a.id
      AND b.status IN ('pending', 'active')
      AND (b.email = a.email OR b.user_id = a.user_id)
      AND ((b.status = 'active' AND a.status = 'pending')
        OR (b.status = a.status AND (b.created_at, b.id) < (a.created_at, a.id)))
  );
