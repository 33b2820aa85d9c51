import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-status';
import { splitLanguage, type Language } from '../domain/i18n';
import { textsFor } from '../texts/catalogue';

/**
 * While the database is known to be down, every page request gets this "we'll be right back" page with status
 * 503 and Retry-After, before any rendering starts (an error boundary cannot set a status). It reloads itself, so a
 * visitor who waits lands on the page they asked for. Pages only: the API answers its own JSON 503 (lib/http/answers.ts).
 * In the address's language. See docs/decisions/0023-database-outage.md.
 */
export function outageAnswer(request: Request): Response | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (!isDatabaseUnavailable()) return undefined;
  const { language } = splitLanguage(new URL(request.url).pathname);
  return new Response(request.method === 'HEAD' ? null : outagePage(language), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    },
  });
}

// Plain HTML with no script and no outside resource: it must show even when nothing else of the shop can.
const outagePage = (language: Language) => {
  const { outageTexts, businessTexts } = textsFor(language);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">
<title>${outageTexts.heading} | ${businessTexts.name}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:ui-sans-serif,system-ui,"Segoe UI",Roboto,Arial,sans-serif;background:#fbf7f2;color:#2b211c}
main{max-width:36rem;padding:2rem;text-align:center}
h1{font-size:2rem;margin:0 0 1rem;color:#b5452a}
p{font-size:1.125rem;line-height:1.6;margin:0 0 1rem}
</style>
</head>
<body>
<main role="alert">
<h1>${outageTexts.heading}</h1>
<p>${outageTexts.body(businessTexts.name)}</p>
<p>${outageTexts.retrying}</p>
</main>
</body>
</html>
`;
};
