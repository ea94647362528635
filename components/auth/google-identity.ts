"use client";

// Google Identity Services in the browser: loads Google's script once and asks for an access token with the
// given scope. Used by "Continue with Google" (sign-in) and by Connect Google Calendar; the server verifies the
// token with Google (lib/google/client.ts) before it trusts it.
type TokenClient = { requestAccessToken: () => void };
type Gis = {
  accounts: {
    oauth2: {
      initTokenClient: (o: {
        client_id: string;
        scope: string;
        callback: (r: { access_token?: string; error?: string }) => void;
        error_callback?: (e: { type?: string; message?: string }) => void;
      }) => TokenClient;
    };
  };
};

export const GIS_SCRIPT = "https://accounts.google.com/gsi/client";
export const SIGN_IN_SCOPE = "openid email profile";
export const CALENDAR_SCOPE = "https://www.googleapis.com/auth/calendar.events";

function loadGis(): Promise<Gis> {
  const w = window as unknown as { google?: Gis };
  if (w.google?.accounts) return Promise.resolve(w.google);
  return new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = GIS_SCRIPT;
    s.onload = () =>
      w.google ? resolve(w.google) : reject(new Error("Google sign-in did not load. Please try again."));
    s.onerror = () => reject(new Error("Google could not be reached. Check the connection and try again."));
    document.head.appendChild(s);
  });
}

/** Opens Google's window and resolves with the access token, or rejects with a sentence a person can read. */
export async function requestGoogleToken(clientId: string, scope: string): Promise<string> {
  const gis = await loadGis();
  return new Promise((resolve, reject) => {
    gis.accounts.oauth2
      .initTokenClient({
        client_id: clientId,
        scope,
        callback: (r) =>
          r.access_token ? resolve(r.access_token) : reject(new Error(r.error ?? "Google did not connect.")),
        error_callback: (e) =>
          reject(
            new Error(
              e.type === "popup_closed" ? "The Google window was closed." : (e.message ?? "Google did not connect."),
            ),
          ),
      })
      .requestAccessToken();
  });
}
