import { describe, expect, it } from "vitest";
import {
  acceptanceCookieString,
  acceptedTypesFor,
  COOKIE_TYPES,
  CONSENT_MAX_AGE_SECONDS,
  consentFromCookies,
  hasMeasurementConsent,
  LEGACY_CONSENT_COOKIE,
  LEGACY_MEASUREMENT_ENTRY,
  legacyMeasurementConsent,
  normalizeAccepted,
  OPTIONAL_COOKIE_TYPES,
  parseAcceptanceCookie,
  REQUIRED_COOKIE_TYPE,
  serializeAcceptance,
} from "../../shared/consent";
import { COOKIE_NAMES } from "../../shared/constants";
import { consentModeDefaultsScript, consentModeStateFor, CONSENT_MODE_DEFAULTS } from "../../client/consent/consent-mode";

describe("cookie types", () => {
  it("are technical (required) and measurement (optional), in that order", () => {
    expect(COOKIE_TYPES).toEqual(["technical", "measurement"]);
    expect(REQUIRED_COOKIE_TYPE).toBe("technical");
    expect(OPTIONAL_COOKIE_TYPES).toEqual(["measurement"]);
  });

  it("a choice lasts 365 days", () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(365 * 86_400);
  });
});

describe("parseAcceptanceCookie (cookies-acceptance)", () => {
  it.each([
    ["technical", ["technical"]],
    ["technical,measurement", ["technical", "measurement"]],
    ["measurement,technical", ["technical", "measurement"]],
    ["measurement", ["technical", "measurement"]],
    ["technical, measurement", ["technical", "measurement"]],
    ["  technical ,measurement  ", ["technical", "measurement"]],
    ["Technical,MEASUREMENT", ["technical", "measurement"]],
    ["technical,measurement,measurement", ["technical", "measurement"]],
    ["technical%2Cmeasurement", ["technical", "measurement"]],
  ])("%j → %j", (raw, expected) => {
    expect(parseAcceptanceCookie(raw)).toEqual(expected);
  });

  it("drops unknown keys and still counts the choice, with technical always included", () => {
    expect(parseAcceptanceCookie("technical,advertising")).toEqual(["technical"]);
    expect(parseAcceptanceCookie("advertising,measurement")).toEqual(["technical", "measurement"]);
    expect(parseAcceptanceCookie("advertising")).toEqual(["technical"]);
    expect(parseAcceptanceCookie("social_media,pre-2024")).toEqual(["technical"]);
    // A well-formed word is a key, even one that looks like a boolean: it is simply unknown.
    expect(parseAcceptanceCookie("true")).toEqual(["technical"]);
  });

  it("nothing stored is null", () => {
    expect(parseAcceptanceCookie(undefined)).toBeNull();
  });

  it.each([
    "",
    "   ",
    ",",
    "technical,",
    ",technical",
    "technical,,measurement",
    "technical;measurement",
    "technical measurement",
    "1,0",
    '{"technical":true}',
    "<script>",
    "technical%ZZ",
    "%E0%A4%A",
    `technical,${"x".repeat(300)}`,
  ])("malformed %j counts as nothing stored", (raw) => {
    expect(parseAcceptanceCookie(raw)).toBeNull();
  });
});

describe(`legacyMeasurementConsent (${LEGACY_CONSENT_COOKIE}, entry ${LEGACY_MEASUREMENT_ENTRY} 1-based)`, () => {
  it("the fifth entry true is measurement consent", () => {
    expect(legacyMeasurementConsent("false,false,false,false,true")).toBe(true);
    expect(legacyMeasurementConsent("true,true,true,true,true")).toBe(true);
    expect(legacyMeasurementConsent("false,false,false,false,true,false,false")).toBe(true);
    expect(legacyMeasurementConsent(" TRUE , false , false , false , True ")).toBe(true);
    expect(legacyMeasurementConsent("false%2Cfalse%2Cfalse%2Cfalse%2Ctrue")).toBe(true);
  });

  it("is 1-based: index 5 (the sixth entry) does not count", () => {
    expect(legacyMeasurementConsent("false,false,false,false,false,true")).toBe(false);
    expect(legacyMeasurementConsent("true,true,true,true,false,true")).toBe(false);
  });

  it.each([
    [undefined],
    ["true,true,true,true"],
    ["true"],
    ["false,false,false,false,false"],
    [""],
    ["false,false,false,false,yes"],
    ["false,false,false,false,1"],
    ["false,false,false,false,true,"],
    ["false,,false,false,true"],
    ["technical,measurement"],
    [`${"true,".repeat(100)}true`],
    ["false%ZZ,true"],
  ])("%j is no measurement consent", (raw) => {
    expect(legacyMeasurementConsent(raw)).toBe(false);
  });
});

describe("consentFromCookies", () => {
  const acceptance = COOKIE_NAMES.consent;
  const legacy = LEGACY_CONSENT_COOKIE;

  it("nothing stored: null (the banner shows)", () => {
    expect(consentFromCookies({})).toBeNull();
    expect(consentFromCookies({ other: "technical" })).toBeNull();
  });

  it("a valid acceptance cookie is the stored choice", () => {
    expect(consentFromCookies({ [acceptance]: "technical" })).toEqual(["technical"]);
    expect(consentFromCookies({ [acceptance]: "technical,measurement" })).toEqual(["technical", "measurement"]);
  });

  it("a malformed acceptance cookie counts as nothing stored", () => {
    expect(consentFromCookies({ [acceptance]: "technical,," })).toBeNull();
  });

  it("without an acceptance cookie, a legacy measurement consent counts as technical + measurement", () => {
    expect(consentFromCookies({ [legacy]: "true,false,true,false,true" })).toEqual(["technical", "measurement"]);
  });

  it("a legacy cookie that refused or is unreadable leaves the question open", () => {
    expect(consentFromCookies({ [legacy]: "true,true,true,true,false" })).toBeNull();
    expect(consentFromCookies({ [legacy]: "garbage" })).toBeNull();
  });

  it("a malformed acceptance cookie falls back to the legacy consent", () => {
    expect(consentFromCookies({ [acceptance]: "", [legacy]: "false,false,false,false,true" })).toEqual(["technical", "measurement"]);
  });

  it("a valid acceptance cookie wins over the legacy one: a later refusal is never undone", () => {
    expect(consentFromCookies({ [acceptance]: "technical", [legacy]: "true,true,true,true,true" })).toEqual(["technical"]);
    expect(consentFromCookies({ [acceptance]: "technical,measurement", [legacy]: "false,false,false,false,false" })).toEqual([
      "technical",
      "measurement",
    ]);
  });
});

describe("choices", () => {
  it("accept all stores every key", () => {
    expect(acceptedTypesFor({ kind: "accept-all" })).toEqual(["technical", "measurement"]);
  });

  it("reject all stores only the required key", () => {
    expect(acceptedTypesFor({ kind: "reject-all" })).toEqual(["technical"]);
  });

  it("save stores technical plus the chosen keys", () => {
    expect(acceptedTypesFor({ kind: "save", chosen: [] })).toEqual(["technical"]);
    expect(acceptedTypesFor({ kind: "save", chosen: ["measurement"] })).toEqual(["technical", "measurement"]);
    expect(acceptedTypesFor({ kind: "save", chosen: ["measurement", "technical", "measurement"] })).toEqual(["technical", "measurement"]);
  });

  it("the required type can never be left out", () => {
    expect(normalizeAccepted([])).toEqual(["technical"]);
    expect(serializeAcceptance([])).toBe("technical");
  });

  it("serializes as comma-separated keys that read back the same", () => {
    for (const choice of [{ kind: "accept-all" }, { kind: "reject-all" }, { kind: "save", chosen: ["measurement"] }] as const) {
      const accepted = acceptedTypesFor(choice);
      expect(parseAcceptanceCookie(serializeAcceptance(accepted))).toEqual(accepted);
    }
    expect(serializeAcceptance(["measurement", "technical"])).toBe("technical,measurement");
  });

  it("the cookie string lasts 365 days on the whole site, Lax, Secure only on https", () => {
    expect(acceptanceCookieString(["technical", "measurement"], { secure: true })).toBe(
      "cookies-acceptance=technical,measurement; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
    expect(acceptanceCookieString(["technical"], { secure: false })).toBe("cookies-acceptance=technical; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("measurement consent is read from the stored keys", () => {
    expect(hasMeasurementConsent(null)).toBe(false);
    expect(hasMeasurementConsent(["technical"])).toBe(false);
    expect(hasMeasurementConsent(["technical", "measurement"])).toBe(true);
  });
});

describe("Google Consent Mode v2", () => {
  it("defaults deny all four signals", () => {
    expect(CONSENT_MODE_DEFAULTS).toEqual({ ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
  });

  it("the defaults script queues the gtag commands in dataLayer", () => {
    const window: { dataLayer?: unknown[] } = {};
    new Function("window", "dataLayer", `${consentModeDefaultsScript().replace("window.dataLayer=window.dataLayer||[];", "")}`)(
      window,
      (window.dataLayer = []),
    );
    const [consent, js] = window.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>));
    expect(consent).toEqual(["consent", "default", { ...CONSENT_MODE_DEFAULTS, wait_for_update: 500 }]);
    expect(js?.[0]).toBe("js");
    expect(consentModeDefaultsScript()).not.toMatch(/<\/script/i);
  });

  it("an update follows the choice: measurement grants analytics storage, ads stay denied", () => {
    expect(consentModeStateFor(["technical", "measurement"])).toEqual({ ...CONSENT_MODE_DEFAULTS, analytics_storage: "granted" });
    expect(consentModeStateFor(["technical"])).toEqual(CONSENT_MODE_DEFAULTS);
  });
});
