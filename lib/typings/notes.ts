/**
 * The hand-written text under scripts/api/notes that stands in for, or fills the gaps of, the
 * typings' doc comments: read by the API pages' generator and by the field configuration
 * schemas (lib/field-schema), so that both describe a member in the same words.
 * - `props.json`: descriptions for props whose typings carry no doc comment, keyed by
 *   `<import path>#<interface>.<prop>`;
 * - `doc-comments.json`: site wording for doc comments that this site must not reprint
 *   verbatim (they also appear word for word in the ngx-formly documentation).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {NOTES_DIR} from './packages';
import type {ApiMember, ApiSymbol, DocComment, EntryPointApi, PropInfo} from './model';

export function propKey(prop: PropInfo): string {
  return `${prop.declaredIn.module}#${prop.declaredIn.name}.${prop.name}`;
}

export class PropDescriptions {
  private readonly descriptions: Record<string, string>;
  private readonly used = new Set<string>();

  constructor() {
    const file = path.join(NOTES_DIR, 'props.json');
    this.descriptions = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  }

  /** The typings' own doc comment wins; the hand-written text fills the gaps. */
  describe(prop: PropInfo): string {
    const key = propKey(prop);
    const written = this.descriptions[key];
    if (written !== undefined) this.used.add(key);
    return prop.doc.text || written || '';
  }

  /**
   * The same for a property as an interface's own table lists it (the core API pages list
   * `FormlyFieldProps` and `FormlyFieldSelectProps` this way), so that it reads as on the
   * field pages.
   */
  describeMember(symbol: ApiSymbol, member: ApiMember): string {
    return this.describe({...member, declaredIn: {module: symbol.module, name: symbol.declaredName}});
  }

  /** Keys that matched no prop: a renamed or removed prop left its description behind. */
  unused(): string[] {
    return Object.keys(this.descriptions).filter((k) => !this.used.has(k));
  }
}

/** Short fingerprint of a doc comment, to notice when a release changes it. */
export function fingerprint(text: string): string {
  return crypto.createHash('sha1').update(text.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 12);
}

interface Rewording {
  /** Fingerprint of the typings' comment this text stands in for. */
  replaces: string;
  text: string;
}

/**
 * Replaces selected doc comments with the site's own wording, keyed by
 * `<import path>#<symbol>` or `<import path>#<symbol>.<member>`. Each entry records the
 * fingerprint of the comment it replaces: when a new release changes that comment, the
 * generation stops so that the wording is reviewed against the new text.
 */
export class DocRewordings {
  private readonly entries: Record<string, Rewording>;
  private readonly used = new Set<string>();

  constructor() {
    const file = path.join(NOTES_DIR, 'doc-comments.json');
    this.entries = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  }

  private applyTo(key: string, doc: DocComment): void {
    const entry = this.entries[key];
    if (!entry) return;
    const actual = fingerprint(doc.text);
    if (actual !== entry.replaces) {
      throw new Error(
        `The doc comment of ${key} changed (fingerprint ${actual}, expected ${entry.replaces}): review its wording in scripts/api/notes/doc-comments.json`,
      );
    }
    doc.text = entry.text;
    doc.reworded = true;
    this.used.add(key);
  }

  apply(api: EntryPointApi): void {
    for (const symbol of [...api.symbols, ...api.referenced]) {
      const base = `${symbol.module}#${symbol.declaredName}`;
      this.applyTo(base, symbol.doc);
      for (const member of symbol.members) this.applyTo(`${base}.${member.name}`, member.doc);
    }
  }

  unused(): string[] {
    return Object.keys(this.entries).filter((k) => !this.used.has(k));
  }
}
