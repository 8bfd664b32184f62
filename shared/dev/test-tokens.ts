/**
 * The sandbox's external sign-in test tokens (AuthenticateExternal). The developer tools panel
 * reloads the page with one of these in `a`; the sandbox recognises exactly these four.
 */
export const SANDBOX_TEST_TOKENS = [
  { token: "sandbox-member-token", label: "Member (1 h session)", outcome: "signed-in" },
  { token: "sandbox-short-token", label: "Member (60 s session)", outcome: "signed-in" },
  // Arrives as `a=sandbox%20plus%20token`: the %20 → '+' rule of SPEC §3 must turn it into this.
  { token: "sandbox+plus+token", label: "Token with plus signs", outcome: "signed-in" },
  { token: "sandbox-rejected-token", label: "Rejected token (401)", outcome: "rejected" },
] as const;

export type SandboxTestToken = (typeof SANDBOX_TEST_TOKENS)[number];
