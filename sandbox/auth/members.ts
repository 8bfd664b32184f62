import type { SandboxTestToken } from "../../shared/dev/test-tokens";

/** Who each sign-in resolves to. Documented in sandbox/CART_AND_AUTH.md. */

export interface MemberSession {
  externalUserId: string;
  displayName: string;
  expireInSeconds: number;
}

/** Typed over the shared token list, so a token added there must be given an outcome here. */
export const SESSION_BY_TEST_TOKEN: Record<SandboxTestToken["token"], MemberSession | null> = {
  "sandbox-member-token": { externalUserId: "member-1001", displayName: "Giulia Bianchi", expireInSeconds: 3600 },
  // Short enough that a test (or a developer) sees the session run out.
  "sandbox-short-token": { externalUserId: "member-1002", displayName: "Carlos Ortega", expireInSeconds: 60 },
  "sandbox+plus+token": { externalUserId: "member-1003", displayName: "Élodie Martin", expireInSeconds: 3600 },
  "sandbox-rejected-token": null,
};

export function sessionForExternalToken(token: string): MemberSession | null {
  return Object.hasOwn(SESSION_BY_TEST_TOKEN, token) ? SESSION_BY_TEST_TOKEN[token as SandboxTestToken["token"]] : null;
}

/** The one demo user of /api/TokenAuth/Authenticate (user name or email, case-insensitive). */
export const DEMO_USER = {
  userName: "demo",
  email: "demo@sandbox.test",
  password: "Sandbox-demo-1",
  session: { externalUserId: "member-2001", displayName: "Demo Member", expireInSeconds: 86_400 },
} as const;

export function sessionForCredentials(userNameOrEmail: string, password: string): MemberSession | null {
  const login = userNameOrEmail.trim().toLowerCase();
  const known = login === DEMO_USER.userName || login === DEMO_USER.email;
  return known && password === DEMO_USER.password ? DEMO_USER.session : null;
}
