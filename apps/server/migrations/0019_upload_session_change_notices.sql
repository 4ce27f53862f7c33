-- Why: every server instance keeps what it has read of an upload session (its owner, its files
-- and its cart lines) instead of asking the database on every call of the cart, the quote and
-- the file list (issue 11, decisions 0049 and 0058). Any change to a session or one of its files,
-- by whatever code or person, is announced on the channel 'upload_session_changes', and any
-- change of a cart line on 'cart_changes', with the session's id, in the transaction that makes
-- it (PostgreSQL sends a payload once per transaction), so every instance forgets what it kept
-- of that session before the change can be relied on. Two channels, so that a quote (a cart
-- line written) does not forget the session's files. A row that moves to another session
-- announces both; a truncate announces '*' (forget all).
CREATE FUNCTION "announce_upload_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('upload_session_changes', OLD.id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.id IS DISTINCT FROM OLD.id) THEN
    PERFORM pg_notify('upload_session_changes', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The channel is the trigger's argument: the files' or the cart lines'.
CREATE FUNCTION "announce_upload_session_content_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify(TG_ARGV[0], OLD.session_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.session_id IS DISTINCT FROM OLD.session_id) THEN
    PERFORM pg_notify(TG_ARGV[0], NEW.session_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "announce_all_upload_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "upload_sessions_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "upload_sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce_upload_session_change"();--> statement-breakpoint
CREATE TRIGGER "uploaded_files_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "uploaded_files"
  FOR EACH ROW EXECUTE FUNCTION "announce_upload_session_content_change"('upload_session_changes');--> statement-breakpoint
CREATE TRIGGER "cart_lines_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "cart_lines"
  FOR EACH ROW EXECUTE FUNCTION "announce_upload_session_content_change"('cart_changes');--> statement-breakpoint
CREATE TRIGGER "upload_sessions_announce_truncate" AFTER TRUNCATE ON "upload_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_all_upload_sessions_changed"('upload_session_changes');--> statement-breakpoint
CREATE TRIGGER "uploaded_files_announce_truncate" AFTER TRUNCATE ON "uploaded_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_all_upload_sessions_changed"('upload_session_changes');--> statement-breakpoint
CREATE TRIGGER "cart_lines_announce_truncate" AFTER TRUNCATE ON "cart_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_all_upload_sessions_changed"('cart_changes');
