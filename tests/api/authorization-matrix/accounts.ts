// The authorization matrix's rows for auth and one's own account: sign-in, registration, passwords, profile.

import { PASSWORD } from "../../support/factories";
import { publicRoute, signedIn, type Rows } from "./shared";

export const ACCOUNT_ROWS: Rows = {
  // ---------------------------------------------------------------- auth and account
  // next-auth's own handler reads cookies() from Next's request scope; e2e/ signs in through it for every role.
  "GET /api/auth/[...nextauth]": {
    expect: publicRoute(200),
    outOfProcess: "next-auth handler needs Next's request scope (e2e sign-in)",
  },
  "POST /api/auth/[...nextauth]": {
    expect: publicRoute(200),
    outOfProcess: "next-auth handler needs Next's request scope (e2e sign-in)",
  },
  "POST /api/auth/calendar": {
    expect: { ...signedIn(200), student: 403 },
    body: () => ({ access_token: "ya29.matrix" }),
  },
  "POST /api/auth/confirm-email": { expect: publicRoute(404), body: () => ({ key: "no-such-key" }) },
  "POST /api/auth/google": { expect: publicRoute(400), body: () => ({ access_token: "x" }) },
  "POST /api/auth/login": { expect: publicRoute(200), body: (w) => w.loginBody() },
  // Joining from an invitation's link (issue 42): the link's token is the only credential; a made-up one is refused.
  "POST /api/auth/invitation/join": {
    expect: publicRoute(400),
    body: () => ({
      invitation: "no-such-invitation-token-matrix",
      firstname: "Nia",
      password1: "Sunflower-Seed-42",
      password2: "Sunflower-Seed-42",
      terms: true,
    }),
  },
  "POST /api/auth/invitation/accept": {
    expect: publicRoute(400),
    body: () => ({ invitation: "no-such-invitation-token-matrix", password: "Sunflower-Seed-42" }),
  },
  "POST /api/auth/logout": { expect: signedIn(200) },
  "POST /api/auth/registration": {
    expect: publicRoute(201),
    body: (w) => {
      const u = w.unique();
      return {
        role: "parent",
        email: `p${u}@matrix.test`,
        firstname: "Pat",
        password1: "Sunflower-Seed-42",
        password2: "Sunflower-Seed-42",
        terms: true,
        country: "Canada",
      };
    },
  },
  "POST /api/auth/registration/check": {
    expect: publicRoute(200),
    body: (w) => ({ step: "account", email: `check${w.unique()}@matrix.test`, firstname: "Matrix" }),
  },
  "POST /api/auth/password/reset": {
    expect: publicRoute(200),
    body: (w) => ({ email: `nobody${w.unique()}@matrix.test` }),
  },
  "POST /api/auth/password/reset/confirm": {
    expect: publicRoute(404),
    body: () => ({
      token: "not-a-reset-token",
      newPassword1: "Tulip-Garden-2031",
      newPassword2: "Tulip-Garden-2031",
    }),
  },
  // An adult whose current password is wrong gets the field message; a student account has no password to change here.
  "POST /api/auth/password/change": {
    expect: { ...signedIn(400), student: 403 },
    body: () => ({
      oldPassword: "not-the-password",
      newPassword1: "Tulip-Garden-2031",
      newPassword2: "Tulip-Garden-2031",
    }),
  },
  "POST /api/auth/registration/resend-email": {
    expect: publicRoute(200),
    body: (w) => ({ email: `nobody${w.unique()}@matrix.test` }),
  },
  "POST /api/auth/social/confirm-add-role": {
    expect: publicRoute(404),
    body: () => ({ confirmation_token: "no-such-token" }),
  },
  "POST /api/auth/token/refresh": {
    expect: publicRoute(200),
    body: async (w) => ({ refresh: await w.refreshToken() }),
  },
  "GET /api/auth/user": { expect: signedIn(200) },
  "PUT /api/auth/user": { expect: signedIn(200), body: () => ({ lastname: "Matrix" }) },
  "PATCH /api/auth/user": { expect: signedIn(200), body: () => ({ lastname: "Matrix" }) },
  // One's own e-mail change (docs/decisions/201): children ask a teacher or parent.
  "GET /api/auth/user/email": { expect: signedIn(200) },
  "POST /api/auth/user/email": {
    expect: { ...signedIn(202), student: 403 },
    body: (w) => ({ email: `moved${w.unique()}@matrix.test`, password: PASSWORD }),
  },
};
