-- A booking's check of the nights imported feeds close, inside the statement that stores it (decision 112), so a
-- member's booking is one statement and needs no explicit transaction. The function takes the shared advisory lock
-- of the apartment's blocks (decision 094: an import holds the exclusive one while it writes blocks) and only then
-- looks at the blocks: it is VOLATILE, so in READ COMMITTED its query takes a fresh snapshot after the lock is
-- granted and sees every block an import committed before. A block found raises SQLSTATE KB409, which rolls the
-- whole statement back (the reservation, its event, legal acceptances and notice jobs) and becomes 409 dates_taken.
-- The lock is held until the booking's transaction ends. It answers false, so a caller can select it.
CREATE FUNCTION "booking_blocks_guard"(lock_space integer, apartment text, check_in date, check_out date)
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(lock_space, hashtext(apartment));
  IF EXISTS (
    SELECT 1 FROM "channel_blocks" b
    WHERE b."apartment_id" = apartment::uuid AND b."check_in" < booking_blocks_guard.check_out
      AND b."check_out" > booking_blocks_guard.check_in
  ) THEN
    RAISE EXCEPTION 'an imported block closes a night of the stay' USING ERRCODE = 'KB409';
  END IF;
  RETURN false;
END
$$;
