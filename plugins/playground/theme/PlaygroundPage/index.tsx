import React from 'react';
import Layout from '@theme/Layout';
import pageStyles from '@generated/playground/default/page-styles.json';
import EditorPane from './EditorPane';
import PlaygroundHeader from './PlaygroundHeader';
import ResultPane from './ResultPane';
import {usePlaygroundPage} from './use-playground-page';
import {useConfigCheck} from './use-config-check';
import {styles} from './styles';

/** The page's content; inside Layout, where the colour mode is known. */
function Playground(): React.JSX.Element {
  const {state, dispatch, checked, Editor, editorModule, frame, frameSrc, copyLink, reportBug, openStackBlitz} =
    usePlaygroundPage();
  const configIssues = useConfigCheck(state.form.kit, editorModule, checked.message);
  return (
    <main className={styles.playground}>
      {/* playground.css, set as HTML because the build minifies the server-rendered
          copy, which would not match text children on hydration. */}
      <style dangerouslySetInnerHTML={{__html: pageStyles.css}} />
      <PlaygroundHeader
        mode={state.form.mode}
        typed={state.typed}
        starter={state.starter}
        exampleStarters={state.exampleStarters}
        dispatch={dispatch}
        onCopyLink={copyLink}
        onReportBug={() => reportBug(configIssues)}
        onOpenStackBlitz={openStackBlitz}
      />
      {state.linkProblem && (
        <div className={`alert alert--warning ${styles.linkProblem}`} role="alert">
          {state.linkProblem}
        </div>
      )}
      <p className={styles.notice} role="status">
        {state.notice}
      </p>
      {state.starter.note && (
        <p className={styles.starterNote}>
          <strong>In the playground:</strong> {state.starter.note}
        </p>
      )}
      <div className={styles.panes}>
        <EditorPane form={state.form} tab={state.tab} problems={checked.problems} Editor={Editor} dispatch={dispatch} />
        <ResultPane
          kit={state.form.kit}
          loaded={state.loaded}
          frame={frame}
          frameSrc={frameSrc}
          frameHeight={state.frameHeight}
          frameReady={state.frameReady}
          report={state.report}
          formlyError={state.formlyError}
          stale={Object.keys(checked.problems).length > 0 && state.sentForm}
          configIssues={configIssues}
        />
      </div>
    </main>
  );
}

export default function PlaygroundPage(): React.JSX.Element {
  return (
    <Layout
      title="Playground"
      description="Edit a Formly form's fields, model and options as JSON and see the form live in the UI kit of your choice; share it by link or open it in StackBlitz."
    >
      <Playground />
    </Layout>
  );
}
