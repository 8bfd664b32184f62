import { Hono } from "hono";
import * as v from "valibot";
import { jsonBody } from "../controls/json-body";
import { faultsFor } from "../faults";
import { changeText, changesMade, forgetChanges, replaceDocument, serviceDocument, TRANSLATION_LANGUAGES } from "./catalogue";

/** The key the sandbox's translation service asks for (`X-Api-Key`); wrangler.toml's TRANSLATION_API_KEY. */
export const SANDBOX_TRANSLATION_KEY = "dev-translation-key";
/** Where the files are (SPEC §7's default prefix), under /translations: `/translations/i18n/{namespace}/{language}.json`. */
export const SANDBOX_TRANSLATION_PREFIX = "/i18n";

const TextChangeSchema = v.strictObject({
  language: v.picklist(TRANSLATION_LANGUAGES, `language must be one of ${TRANSLATION_LANGUAGES.join(", ")}`),
  key: v.pipe(v.string(), v.regex(/^[\w-]+(\.[\w-]+)+$/, "key is a dotted text key whose first segment is the namespace, e.g. promo.viaggi.dp.title")),
  text: v.string(),
});

/**
 * The translation service (SPEC §7), mounted at the app's root: it serves
 * `/translations{prefix}/{namespace}/{language}.json` to callers with the key, and its controls
 * at `/__sandbox/translations`. `POST /__sandbox/reset` also puts its texts back (the app must
 * mount this before the other controls, whose reset answers without passing on).
 */
export function translationServiceRouter(): Hono {
  const router = new Hono();

  router.use("/__sandbox/reset", async (_c, next) => {
    forgetChanges();
    await next();
  });

  // Faults armed for the call "translations" apply to every file (a service that is down is down for all).
  router.get(`/translations${SANDBOX_TRANSLATION_PREFIX}/:namespace/:file`, faultsFor("translations"), (c) => {
    if (c.req.header("x-api-key") !== SANDBOX_TRANSLATION_KEY) {
      return c.json({ error: "the translation service needs X-Api-Key" }, 401, { "WWW-Authenticate": 'ApiKey realm="translations"' });
    }
    const match = /^([a-z]{2})\.json$/.exec(c.req.param("file"));
    const document = match ? serviceDocument(c.req.param("namespace"), match[1]!) : undefined;
    if (document === undefined) return c.json({ error: "no such translation file" }, 404);
    return c.json(document);
  });

  router.get("/__sandbox/translations", (c) => c.json(changesMade()));
  router.delete("/__sandbox/translations", (c) => {
    forgetChanges();
    return c.json({ ok: true });
  });
  router.put("/__sandbox/translations/text", async (c) => {
    const body = await jsonBody(c, TextChangeSchema);
    if (!body.ok) return c.json({ error: body.message, issues: body.issues }, 400);
    changeText(body.value.language, body.value.key, body.value.text);
    return c.json({ changed: body.value });
  });
  router.put("/__sandbox/translations/documents/:namespace/:language", async (c) => {
    const text = await c.req.text();
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      return c.json({ error: "body is not valid JSON" }, 400);
    }
    replaceDocument(c.req.param("namespace"), c.req.param("language"), document);
    return c.json({ replaced: `${c.req.param("namespace")}/${c.req.param("language")}` });
  });

  return router;
}
