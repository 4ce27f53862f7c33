-- Why: page previews are read by the upload-session cookie alone (an <img> sends no token), and an
-- upload session stayed open when its login expired or was ended without a logout (another
-- tab, a revocation, a stolen refresh token). On a shared computer the cookie then kept opening
-- the previous customer's page images. Each session now names the login that opened (or last
-- took up) it, and previews answer only while that login is live. A login deleted later leaves
-- null, which opens nothing.
ALTER TABLE "upload_sessions" ADD COLUMN "login_session_id" uuid;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_login_session_id_sessions_id_fk" FOREIGN KEY ("login_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;