import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTokenAuthApi, type TokenAuthApi } from "../../shared/api/client/token-auth";
import { SANDBOX_TEST_TOKENS } from "../../shared/dev/test-tokens";
import { verifyAccessToken } from "../../sandbox/auth/access-tokens";
import { startSandbox, type RunningSandbox } from "../support/sandbox";
import { error, value } from "./support/api-results";

let sandbox: RunningSandbox;
let api: TokenAuthApi;


beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  sandbox = await startSandbox();
  api = createTokenAuthApi({ baseUrl: sandbox.url, fetch: (...args) => fetch(...args), credentials: "omit", headers: () => ({}) });
});
afterAll(async () => {
  await sandbox.close();
  vi.restoreAllMocks();
});

describe("AuthenticateExternal with the four sandbox test tokens", () => {
  const expected: Record<string, { sub: string; expireInSeconds: number } | null> = {
    "sandbox-member-token": { sub: "member-1001", expireInSeconds: 3600 },
    "sandbox-short-token": { sub: "member-1002", expireInSeconds: 60 },
    "sandbox+plus+token": { sub: "member-1003", expireInSeconds: 3600 },
    "sandbox-rejected-token": null,
  };

  it("knows exactly the tokens of shared/dev/test-tokens.ts", () => {
    expect(SANDBOX_TEST_TOKENS.map((t) => t.token).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const { token, outcome } of SANDBOX_TEST_TOKENS) {
    it(`${token}: ${outcome}`, async () => {
      const result = value(await api.authenticateExternal({ token, domainName: "viaggi.localhost" }));
      const want = expected[token]!;
      if (!want) {
        expect(result).toBeNull(); // the backend's falsy answer, not an error
        return;
      }
      expect(result?.authApiModel.expireInSeconds).toBe(want.expireInSeconds);
      const check = verifyAccessToken(result!.authApiModel.accessToken);
      expect(check).toMatchObject({ valid: true, claims: { sub: want.sub, domain: "viaggi.localhost" } });
      // The token stops being valid when its lifetime is over.
      expect(verifyAccessToken(result!.authApiModel.accessToken, Date.now() + (want.expireInSeconds + 1) * 1000).valid).toBe(false);
    });
  }

  it("answers a falsy result to unknown tokens, including the undecoded plus token (the caller converts %20)", async () => {
    for (const token of ["who-knows", "", "sandbox plus token", "sandbox%20plus%20token"]) {
      expect(value(await api.authenticateExternal({ token, domainName: "localhost" }))).toBeNull();
    }
  });

  it("refuses a body without domainName with 400", async () => {
    const failure = error(await api.authenticateExternal({ token: "sandbox-member-token", domainName: "" }));
    expect(failure).toMatchObject({ kind: "backend", status: 400, message: "INVALID_REQUEST" });
  });
});

describe("Authenticate", () => {
  it("signs in the demo user by user name or email", async () => {
    for (const login of ["demo", "Demo@Sandbox.test"]) {
      const result = value(await api.authenticate({ userNameOrEmailAddress: login, password: "Sandbox-demo-1" }));
      expect(result.authApiModel.expireInSeconds).toBe(86_400);
      expect(verifyAccessToken(result.authApiModel.accessToken)).toMatchObject({ valid: true, claims: { sub: "member-2001" } });
    }
  });

  it("refuses a wrong password with 401 and an empty one with 400", async () => {
    expect(error(await api.authenticate({ userNameOrEmailAddress: "demo", password: "guess" }))).toMatchObject({ kind: "backend", status: 401, message: "INVALID_CREDENTIALS" });
    expect(error(await api.authenticate({ userNameOrEmailAddress: "demo", password: "" }))).toMatchObject({ status: 400, message: "INVALID_REQUEST" });
  });
});
