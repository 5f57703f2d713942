// Fails (exit 1) when a string or array a client sends states no maxLength or maxItems, naming
// each; `npm run lint:contract` runs it after Redocly's rules (scripts/request-limits.ts).
import { apis, bundle } from './generate';
import { missingRequestLimits } from './request-limits';

let failed = false;
for (const api of apis) {
  const problems = missingRequestLimits(bundle(api));
  for (const problem of problems) console.error(`${api}: ${problem}`);
  failed ||= problems.length > 0;
}
if (failed) process.exit(1);
console.log(`every string and array a client sends is bounded (${apis.join(', ')})`);
