/**
 * Hand-written text that the generated pages include. It lives under scripts/api/notes
 * so that regenerating the pages never touches it:
 * - `<page>.md`: the introduction of each generated page, mirroring docs/api paths (its
 *   `{/* claim: … *\/}` IDs are left out of the page);
 * - `props.json` and `doc-comments.json`: read by lib/typings/notes.ts, which the field
 *   configuration schemas share.
 */
import fs from 'node:fs';
import path from 'node:path';
import {NOTES_DIR} from './config';
import {withoutClaimComments} from '../../lib/claim-ids';

export {DocRewordings, PropDescriptions, fingerprint, propKey} from '../../lib/typings/notes';

export function notesPath(pageFile: string): string {
  return path.join(NOTES_DIR, pageFile.replace(/\.mdx$/, '.md'));
}

export function readNotes(pageFile: string): string {
  const file = notesPath(pageFile);
  if (!fs.existsSync(file)) {
    throw new Error(`Missing the hand-written introduction ${path.relative(process.cwd(), file)}`);
  }
  // Claim IDs stay in the note (tests/claims/api/ keeps their records), not on the generated page.
  return withoutClaimComments(fs.readFileSync(file, 'utf8')).trim();
}
