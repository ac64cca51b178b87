import {useEffect, useMemo, useState} from 'react';
import type {PlaygroundKit, PageToFrameMessage} from '@site/lib/playground-protocol';
import type {checkFieldConfig, FieldConfigIssue} from '../../../../lib/field-schema/check';
import type {loadFieldSchema} from './field-schema-loader';
import type {FieldArraySchema} from '../../../../lib/field-schema/types';

interface Checker {
  schema: FieldArraySchema;
  check: typeof checkFieldConfig;
}

/**
 * The issues of the field array the frame renders, by the checker the MCP server's
 * validate_config uses, against the kit's schema. `tools` come with the editor's chunk (loaded after
 * the page's load): null until then. Null too in JSON Schema mode and while a text does not parse.
 */
export function useConfigCheck(
  kit: PlaygroundKit,
  tools: {checkFieldConfig: typeof checkFieldConfig; loadFieldSchema: typeof loadFieldSchema} | null,
  message: PageToFrameMessage | null,
): FieldConfigIssue[] | null {
  const [checker, setChecker] = useState<Checker | null>(null);
  useEffect(() => {
    if (!tools) {
      return undefined;
    }
    let cancelled = false;
    tools
      .loadFieldSchema(kit)
      .then(({default: schema}) => {
        if (!cancelled) setChecker({schema, check: tools.checkFieldConfig});
      })
      // Without its schema the page still renders the form; the list stays away, as when offline.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      setChecker(null);
    };
  }, [kit, tools]);
  return useMemo(() => {
    if (!checker || message?.type !== 'formly-playground:render' || message.mode !== 'fields') {
      return null;
    }
    // The frame reads string expressions with Formly 7.1's parser (withFormlyFieldExpression).
    return checker.check(checker.schema, message.config, {expressionParser: true});
  }, [checker, message]);
}
