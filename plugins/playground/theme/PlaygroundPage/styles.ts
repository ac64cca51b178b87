// The class names of playground.css. That stylesheet is rendered in a <style>
// element by the page itself rather than imported as CSS: Docusaurus merges
// every imported stylesheet into the one CSS file all pages load, and the
// playground must not make other pages heavier.
export const styles = {
  control: 'formly-pg-control',
  editor: 'formly-pg-editor',
  editorPane: 'formly-pg-editorPane',
  errors: 'formly-pg-errors',
  formlyError: 'formly-pg-formlyError',
  frame: 'formly-pg-frame',
  header: 'formly-pg-header',
  hint: 'formly-pg-hint',
  kitTabs: 'formly-pg-kitTabs',
  linkProblem: 'formly-pg-linkProblem',
  notice: 'formly-pg-notice',
  starterNote: 'formly-pg-starterNote',
  output: 'formly-pg-output',
  outputTitle: 'formly-pg-outputTitle',
  paneTitle: 'formly-pg-paneTitle',
  panel: 'formly-pg-panel',
  panes: 'formly-pg-panes',
  plainEditor: 'formly-pg-plainEditor',
  playground: 'formly-pg-playground',
  problem: 'formly-pg-problem',
  resultPane: 'formly-pg-resultPane',
  stale: 'formly-pg-stale',
  status: 'formly-pg-status',
  tab: 'formly-pg-tab',
  tabError: 'formly-pg-tabError',
  tabs: 'formly-pg-tabs',
  title: 'formly-pg-title',
  toolbar: 'formly-pg-toolbar',
} as const;
