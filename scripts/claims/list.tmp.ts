import fs from 'node:fs';
import {listPages, pageClaims, readRecord} from '/work/wt/audit/scripts/claims/records';
const filter = process.argv[2] ?? '';
for (const page of listPages().filter((p) => p.includes(filter) && !p.endsWith('.json'))) {
  const rec = readRecord(page)!;
  for (const c of pageClaims(page, fs.readFileSync(page, 'utf8'))) {
    console.log(`${page.replace(/^docs\/|scripts\/api\/notes\//, '')}:${c.line} ${c.slug}\n   CLAIM: ${rec.claims[c.slug].claim?.slice(0, 160)}\n   SENT:  ${c.sentence.slice(0, 160)}`);
  }
}
