import { COOKIE_NAMES } from "../../shared/constants";
import { signingSecretOf } from "../signing";
import type { Env } from "../env";
import { cookiesOf } from "../http/request-cookies";
import { MEMBER_COOKIE, memberFrom, type SignedInMember } from "./member-cookie";

/** What a request's cookies say about who is asking, read once per request. */
export interface Session {
  /** The access token (`__Host-Abp.AuthToken`, decoded), or undefined for a visitor. */
  token: string | undefined;
  /** The member, verified against this token (member-cookie.ts), or null. */
  member: SignedInMember | null;
  /**
   * The request names an auth or member cookie at all, valid or not: its page is rendered for
   * it alone and never read from or written to a document shared with others.
   */
  personal: boolean;
}

const sessions = new WeakMap<Request, Promise<Session>>();

async function readSession(env: Pick<Env, "COOKIE_SIGNING_SECRET" | "ENVIRONMENT">, request: Request, domain: string): Promise<Session> {
  const cookies = cookiesOf(request);
  const token = cookies.decoded(COOKIE_NAMES.authToken) || undefined;
  const member = await memberFrom(signingSecretOf(env), cookies, token, domain);
  return { token, member, personal: cookies.has(COOKIE_NAMES.authToken) || cookies.has(MEMBER_COOKIE) };
}

/** The request's session for `domain`, the same answer for every reader of the request. */
export function sessionOf(env: Pick<Env, "COOKIE_SIGNING_SECRET" | "ENVIRONMENT">, request: Request, domain: string): Promise<Session> {
  let session = sessions.get(request);
  if (!session) {
    session = readSession(env, request, domain);
    sessions.set(request, session);
  }
  return session;
}
