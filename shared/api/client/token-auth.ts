import { AuthResultSchema, ExternalAuthResultSchema, type AuthenticateBody, type AuthenticateExternalBody, type AuthResult, type ExternalAuthResult } from "../auth";
import type { ApiResult } from "./errors";
import { callApi } from "./request";
import type { ApiTransport } from "../transport";

/** `/api/TokenAuth` (SPEC §7): credentials or an external token in, an access token out. */

const BASE = "/api/TokenAuth";

export function createTokenAuthApi(transport: ApiTransport) {
  return {
    authenticate: (body: AuthenticateBody): Promise<ApiResult<AuthResult>> =>
      callApi(transport, { method: "POST", path: `${BASE}/Authenticate`, body, schema: AuthResultSchema }),
    /**
     * A refused token is an ok result holding `null` (that is how the backend answers); the caller
     * then redirects to /exception?type=401. The token is sent as given: turning %20 into '+' is
     * the caller's job (SPEC §3).
     */
    authenticateExternal: (body: AuthenticateExternalBody): Promise<ApiResult<ExternalAuthResult>> =>
      callApi(transport, { method: "POST", path: `${BASE}/AuthenticateExternal`, body, schema: ExternalAuthResultSchema }),
  };
}
export type TokenAuthApi = ReturnType<typeof createTokenAuthApi>;
