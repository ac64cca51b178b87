import React, {type RefObject} from 'react';
import Heading from '@theme/Heading';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {playgroundKitLabels, playgroundKits, type PlaygroundKit} from '@site/lib/playground-protocol';
import {kitTabsGroup} from '@site/lib/kit-choice';
import {initialForm, type FormReport} from './page-state';
import type {FieldConfigIssue} from '../../../../lib/field-schema/check';
import {styles} from './styles';

interface ResultPaneProps {
  kit: PlaygroundKit;
  /** Whether the address has been read: the frame is created only then. */
  loaded: boolean;
  frame: RefObject<HTMLIFrameElement | null>;
  frameSrc: string;
  frameHeight: number;
  frameReady: boolean;
  report: FormReport | null;
  formlyError: string | null;
  /** Whether the texts do not parse while the frame shows the last form that did. */
  stale: boolean;
  /** The configuration check's issues (as the MCP server's validate_config reports them); null while unknown. */
  configIssues: FieldConfigIssue[] | null;
}

const pretty = (value: unknown): string => JSON.stringify(value, null, 2) ?? 'undefined';

/** The kit switcher with the frame that renders the form, and what the form reports: status, model, submit, errors. */
export default function ResultPane({
  kit,
  loaded,
  frame,
  frameSrc,
  frameHeight,
  frameReady,
  report,
  formlyError,
  stale,
  configIssues,
}: ResultPaneProps): React.JSX.Element {
  return (
    <section className={styles.resultPane} aria-label="Result">
      <Heading as="h2" className={styles.paneTitle}>
        Form in {playgroundKitLabels[kit]}
      </Heading>
      {formlyError && (
        <div className={`alert alert--danger ${styles.formlyError}`} role="alert" data-testid="formly-error">
          <strong>Formly rejected this configuration:</strong> {formlyError}
        </div>
      )}
      {stale && <p className={styles.stale}>The form shows the last configuration that parsed.</p>}
      <Tabs groupId={kitTabsGroup} queryString lazy className={styles.kitTabs}>
        {playgroundKits.map((tabKit) => (
          <TabItem key={tabKit} value={tabKit} label={playgroundKitLabels[tabKit]} default={tabKit === initialForm.kit}>
            {tabKit !== kit ? null : loaded ? (
              <iframe
                key={kit}
                ref={frame}
                className={styles.frame}
                title={`Form preview in ${playgroundKitLabels[kit]}`}
                src={frameSrc}
                sandbox="allow-scripts allow-forms"
                style={{height: frameHeight}}
              />
            ) : (
              <div className={styles.frame} style={{height: frameHeight}} />
            )}
          </TabItem>
        ))}
      </Tabs>
      <p className={styles.status} role="status" data-testid="form-status">
        {!frameReady
          ? 'Loading the form…'
          : report
            ? `Form status: ${report.status}`
            : formlyError
              ? 'No form'
              : 'Rendering…'}
        {report && report.submitCount > 0 ? ` · submitted ${report.submitCount}×` : ''}
      </p>
      {configIssues && (
        <div data-testid="config-check">
          <Heading as="h3" className={styles.outputTitle}>
            Configuration check
          </Heading>
          {configIssues.length > 0 ? (
            <ul className={styles.errors}>
              {configIssues.map((issue) => (
                <li key={`${issue.path} ${issue.message}`}>
                  <strong>{issue.severity === 'error' ? 'Error' : 'Warning'}</strong> <code>{issue.path}</code>:{' '}
                  {issue.message}
                </li>
              ))}
            </ul>
          ) : (
            <p>No problems with the {playgroundKitLabels[kit]} schema.</p>
          )}
        </div>
      )}
      <Heading as="h3" className={styles.outputTitle}>
        Model
      </Heading>
      <pre className={styles.output} data-testid="model-output" role="region" tabIndex={0} aria-label="Model">
        {report ? pretty(report.model) : ''}
      </pre>
      <Heading as="h3" className={styles.outputTitle}>
        What a submit sends
      </Heading>
      <pre
        className={styles.output}
        data-testid="submit-output"
        role="region"
        tabIndex={0}
        aria-label="What a submit sends"
      >
        {report ? pretty(report.value) : ''}
      </pre>
      <Heading as="h3" className={styles.outputTitle}>
        Errors
      </Heading>
      {report && report.errors.length > 0 ? (
        <ul className={styles.errors} data-testid="errors-output">
          {report.errors.map((entry) => (
            <li key={entry.path}>
              <code>{entry.path}</code>: {entry.errors.join(', ')}
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="errors-output">{report ? 'None.' : ''}</p>
      )}
    </section>
  );
}
