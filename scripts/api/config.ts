import path from 'node:path';
import {REPO_ROOT} from '../../lib/typings/packages';

export {NOTES_DIR} from '../../lib/typings/packages';

/** Where the generated MDX pages live. */
export const API_DOCS_DIR = path.join(REPO_ROOT, 'docs/api');

export interface ApiDocsSettings {
  /**
   * Emit `<LiveExample name="fields/<kit>/<field>" />` on the field pages of browser kits.
   * Off until the demos app serves a route for every field; the drift test reads this
   * same setting, so switching it here (and regenerating) keeps the test green.
   */
  liveExamples: boolean;
}

export const apiDocsSettings: ApiDocsSettings = {
  liveExamples: true,
};
