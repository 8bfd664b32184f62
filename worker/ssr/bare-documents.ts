/**
 * The two documents served without a brand, so without React and without the brand's theme:
 * they must not depend on the configuration that failed to arrive.
 */

/** Missing configuration: the error page with its illustration and no text (SPEC §2, §8). */
export function missingBrandDocument(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title></title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>html,body{margin:0;height:100%;background:#f5f6f8}main{min-height:100%;display:grid;place-items:center;padding:24px;box-sizing:border-box}img{width:min(420px,80vw);height:auto}</style>
</head>
<body><main data-page="missing-brand"><img src="/illustrations/error.svg" alt="" width="420" height="300"></main></body>
</html>`;
}

/** Configuration service down with nothing cached: nothing renders (SPEC §8). */
export function blankDocument(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title></title></head>
<body data-page="initial-state-error"></body>
</html>`;
}
