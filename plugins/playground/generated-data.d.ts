// Written by plugins/playground at build time (see contentLoaded).
declare module '@generated/playground/default/starters.json' {
  const starters: import('@site/plugins/playground/starters').Starter[];
  export default starters;
}

declare module '@generated/playground/default/frame-sources.json' {
  const sources: import('@site/plugins/playground/typescript-export').FrameSources;
  export default sources;
}

declare module '@generated/playground/default/field-schema-*.json' {
  const schema: import('@site/lib/field-schema/types').FieldArraySchema;
  export default schema;
}

// The text of theme/PlaygroundPage/playground.css, whitespace collapsed.
declare module '@generated/playground/default/page-styles.json' {
  const pageStyles: {css: string};
  export default pageStyles;
}

// The new-issue address and the versions the frame runs, for "Report a bug".
declare module '@generated/playground/default/bug-report.json' {
  const bugReport: import('@site/plugins/playground/bug-report').BugReportData;
  export default bugReport;
}
