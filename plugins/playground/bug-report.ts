/**
 * "Report a bug": a new issue on the ngx-formly repository whose body follows the project's bug
 * template, filled in from the playground's state: its link, the form as readable JSON, what Formly
 * and the configuration check reported, the kit, and the versions the frame runs (read from the
 * demos workspace at build time). Pure and browser-safe.
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

/** What a report holds of the form besides its link, so that a maintainer reads it without opening the link. */
export interface ReportedForm {
  /** The editors' texts as typed, each with its name: the fields or the JSON Schema, the model, the options. */
  texts: {name: string; text: string}[];
  /** What went wrong, one line each: Formly's error while rendering, the configuration check's problems. */
  problems: string[];
}

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

/** The form's texts as JSON blocks, and the problems as a list, for the report's reproduction section. */
function formDetails(form: ReportedForm, withTexts: boolean): string[] {
  const longestFence = Math.max(
    2,
    ...form.texts.map(({text}) => Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length))),
  );
  // A fence longer than any run of backticks in the text, which cannot close it early.
  const fence = '`'.repeat(longestFence + 1);
  return [
    ...(withTexts ? form.texts.flatMap(({name, text}) => ['', `${name}:`, `${fence}json`, text.trimEnd(), fence]) : []),
    ...(form.problems.length > 0
      ? [
          '',
          'What the playground reported:',
          ...form.problems.map((problem) => `- ${problem.replace(/\s*\n\s*/g, ' ')}`),
        ]
      : []),
  ];
}

function body(reproduction: string[], environmentLines: string[]): string {
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
    ...reproduction,
    '',
    '**Your Environment**',
    '',
    ...environmentLines,
    '',
    '**Additional context**',
    '',
  ].join('\n');
}

/**
 * The new-issue address for the form at `link` in `kit`; every value goes into the query string
 * encoded. The body holds as much as fits in maxIssueUrlLength, in this order of preference: the link
 * with the form's texts and the problems, the link with the problems, the link alone, and last a
 * place to paste the link, with the problems if they fit.
 */
export function bugReport(
  data: BugReportData,
  link: string,
  kit: PlaygroundKit,
  kitLabel: string,
  form: ReportedForm = {texts: [], problems: []},
): BugReport {
  const lines = environment(kit, kitLabel, data.versions);
  const address = (reproduction: string[]) =>
    `${data.newIssueUrl}?${new URLSearchParams({labels: 'bug', title: '', body: body(reproduction, lines)}).toString()}`;
  const withLink = `The form in the Formly playground (${kitLabel}): ${link}`;
  const pasteHere =
    '<!-- The playground link was too long for this address and is on your clipboard: paste it here. -->';
  const candidates: [string[], boolean][] = [
    [[withLink, ...formDetails(form, true)], true],
    [[withLink, ...formDetails(form, false)], true],
    [[withLink], true],
    [[pasteHere, ...formDetails(form, false)], false],
  ];
  for (const [reproduction, linkInBody] of candidates) {
    const url = address(reproduction);
    if (url.length <= maxIssueUrlLength) {
      return {url, linkInBody};
    }
  }
  return {url: address([pasteHere]), linkInBody: false};
}
