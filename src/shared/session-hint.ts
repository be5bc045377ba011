// A cookie beside the HttpOnly session cookie that says only "a session was
// started here" (value '1', same lifetime). It holds no secret: forging it
// costs one GET /api/user that answers 401 and clears it. It lets the browser
// skip asking who is signed in when nobody is, so a visitor's pages make no
// request that fails (docs/decisions/0062-signed-in-hint.md).
export const SESSION_HINT_COOKIE = 'signed_in';
