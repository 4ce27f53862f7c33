-- Why: every server instance keeps the logins it has checked for a few seconds instead of asking
-- the database on every request (decision 0049). Any change to a login or its user, by whatever
-- code or person, is announced on the channel 'session_changes' with the user's id, in the
-- transaction that makes it, so every instance forgets that user's logins before the change can
-- be relied on; a truncate announces '*' (forget all).
CREATE FUNCTION "announce_user_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', OLD.user_id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "announce_all_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_announce_session_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "announce_user_session_change"();--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();--> statement-breakpoint
CREATE TRIGGER "users_announce_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_all_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_announce_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_all_sessions_changed"();
