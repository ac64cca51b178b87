// The page's styles, rendered in a <style> element by the page itself rather
// than imported as CSS: Docusaurus merges every imported stylesheet into the
// one CSS file all pages load, and the playground must not make other pages
// heavier.
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

export const playgroundCss = `.formly-pg-playground {
  --playground-token-property: #0550ae;
  --playground-token-string: #0a3069;
  --playground-token-literal: #8250df;
  --playground-token-punctuation: #57606a;
  --playground-active-line: rgb(0 0 0 / 4%);
  --playground-selection: rgb(9 105 218 / 25%);
  padding: 1rem var(--ifm-spacing-horizontal) 2rem;
  max-width: 1600px;
  margin: 0 auto;
  width: 100%;
}

[data-theme='dark'] .formly-pg-playground {
  --playground-token-property: #79c0ff;
  --playground-token-string: #a5d6ff;
  --playground-token-literal: #d2a8ff;
  --playground-token-punctuation: #c9d1d9;
  --playground-active-line: rgb(255 255 255 / 6%);
  --playground-selection: rgb(56 139 253 / 35%);
}

.formly-pg-header {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
}

.formly-pg-title {
  margin: 0;
}

.formly-pg-toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem 0.75rem;
}

.formly-pg-control {
  display: flex;
  flex-direction: column;
  font-size: 0.8rem;
  font-weight: 600;
}

.formly-pg-control select {
  font: inherit;
  font-weight: normal;
  font-size: 0.9rem;
  padding: 0.25rem 0.4rem;
  border: 1px solid var(--ifm-color-emphasis-500);
  border-radius: var(--ifm-button-border-radius);
  background: var(--ifm-background-color);
  color: var(--ifm-font-color-base);
}

.formly-pg-linkProblem {
  margin-top: 1rem;
}

.formly-pg-notice {
  min-height: 1.5em;
  margin: 0.5rem 0;
  font-size: 0.9rem;
}

.formly-pg-panes {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;
}

.formly-pg-editorPane,
.formly-pg-resultPane {
  min-width: 0;
}

/* Below the site's mobile breakpoint the editor and the result stack. */
@media (max-width: 996px) {
  .formly-pg-panes {
    grid-template-columns: minmax(0, 1fr);
  }
}

.formly-pg-tabs {
  display: flex;
  gap: 0.25rem;
  border-bottom: 1px solid var(--ifm-color-emphasis-300);
}

.formly-pg-tab {
  font: inherit;
  padding: 0.4rem 0.9rem;
  border: 1px solid transparent;
  border-bottom: none;
  border-radius: 6px 6px 0 0;
  background: none;
  color: var(--ifm-font-color-base);
  cursor: pointer;
}

.formly-pg-tab[aria-selected='true'] {
  border-color: var(--ifm-color-emphasis-300);
  background: var(--ifm-background-surface-color);
  font-weight: 600;
  margin-bottom: -1px;
}

.formly-pg-tab:focus-visible {
  outline: 2px solid var(--ifm-color-primary);
  outline-offset: 2px;
}

.formly-pg-tabError {
  color: var(--ifm-color-danger-darkest);
}

[data-theme='dark'] .formly-pg-tabError {
  color: var(--ifm-color-danger-lightest);
}

.formly-pg-panel {
  border: 1px solid var(--ifm-color-emphasis-300);
  border-top: none;
}

.formly-pg-editor {
  height: min(65vh, 640px);
  overflow: auto;
}

.formly-pg-editor .playground-code-editor {
  height: 100%;
}

.formly-pg-plainEditor {
  display: block;
  width: 100%;
  height: 100%;
  border: none;
  padding: 0.5rem;
  resize: none;
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.875rem;
  background: var(--ifm-background-color);
  color: var(--ifm-font-color-base);
}

.formly-pg-problem {
  min-height: 1.5em;
  margin: 0;
  padding: 0.25rem 0.5rem;
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.85rem;
  color: var(--ifm-color-danger-darkest);
}

[data-theme='dark'] .formly-pg-problem {
  color: var(--ifm-color-danger-lightest);
}

.formly-pg-hint {
  font-size: 0.8rem;
  margin-top: 0.5rem;
  color: var(--ifm-color-emphasis-700);
}

.formly-pg-paneTitle {
  font-size: 1.1rem;
  margin-bottom: 0.5rem;
}

.formly-pg-kitTabs {
  margin-bottom: 0.5rem;
}

.formly-pg-frame {
  display: block;
  width: 100%;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: 6px;
  background: transparent;
}

.formly-pg-formlyError,
.formly-pg-stale {
  font-size: 0.9rem;
  overflow-wrap: anywhere;
}

.formly-pg-status {
  margin: 0.5rem 0 1rem;
  font-weight: 600;
}

.formly-pg-outputTitle {
  font-size: 0.95rem;
  margin: 1rem 0 0.25rem;
}

.formly-pg-output {
  max-height: 16rem;
  overflow: auto;
  font-size: 0.8rem;
  margin: 0;
}

.formly-pg-errors {
  font-size: 0.9rem;
}
`;
