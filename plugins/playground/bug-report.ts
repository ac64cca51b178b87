/**
 * "Report a bug": a new issue on the ngx-formly repository whose body follows the project's bug
 * template, filled in from the playground's state: its link, the kit, and the versions the
 * frame runs (read from the demos workspace at build time). Pure and browser-safe.
 */
import type {PlaygroundKit} from '../../lib/playground-protocol';

/** Package versions the playground's frame is built with, as the plugin reads them from the demos' node_modules. */
export interface FrameVersions {
  /** `@ngx-formly/core`, `@angular/core` and the like, every kit alike. */
  shared: Record<string, string>;
  /** Each kit's own packages: its Formly package and the UI library under it. */
  kits: Record<PlaygroundKit, Record<string, string>>;
}

export interface BugReportData {
  /** `https://github.com/<owner>/<repo>/issues/new`. */
  newIssueUrl: string;
  versions: FrameVersions;
}

/**
 * GitHub refuses or cuts new-issue addresses much past 8 KB; a longer one gets a body that asks for
 * the link instead of holding it.
 */
export const maxIssueUrlLength = 8000;

export interface BugReport {
  url: string;
  /** Whether the body holds the playground link; when not, the reporter pastes it from the clipboard. */
  linkInBody: boolean;
}

function environment(kit: PlaygroundKit, kitLabel: string, versions: FrameVersions): string[] {
  const list = (packages: Record<string, string>) =>
    Object.entries(packages)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ');
  return [
    `- UI kit: ${kitLabel} (${list(versions.kits[kit])})`,
    `- Angular version: ${versions.shared['@angular/core']}`,
    `- Formly version: ${versions.shared['@ngx-formly/core']}`,
    `- All packages the playground runs: ${list(versions.shared)}`,
  ];
}

function body(reproduction: string, environmentLines: string[]): string {
  return [
    '**Description**',
    '<!-- What goes wrong, in a sentence or two. -->',
    '',
    '**Steps to reproduce**',
    '1. Open the playground link below.',
    '2. ',
    '',
    '**Expected behaviour**',
    '',
    '',
    '**Actual behaviour**',
    '',
    '',
    '**Minimal Reproduction**',
    reproduction,
    '',
    '**Your Environment**',
    '',
    ...environmentLines,
    '',
    '**Additional context**',
    '',
  ].join('\n');
}

/** The new-issue address for the form at `link` in `kit`; every value goes into the query string encoded. */
export function bugReport(data: BugReportData, link: string, kit: PlaygroundKit, kitLabel: string): BugReport {
  const lines = environment(kit, kitLabel, data.versions);
  const address = (text: string) =>
    `${data.newIssueUrl}?${new URLSearchParams({labels: 'bug', title: '', body: text}).toString()}`;
  const full = address(body(`The form in the Formly playground (${kitLabel}): ${link}`, lines));
  if (full.length <= maxIssueUrlLength) {
    return {url: full, linkInBody: true};
  }
  return {
    url: address(
      body(
        '<!-- The playground link was too long for this address and is on your clipboard: paste it here. -->',
        lines,
      ),
    ),
    linkInBody: false,
  };
}
