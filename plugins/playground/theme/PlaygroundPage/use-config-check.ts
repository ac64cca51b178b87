import {useEffect, useMemo, useState} from 'react';
import type {PlaygroundKit, PageToFrameMessage} from '@site/lib/playground-protocol';
import type {checkFieldConfig, FieldConfigIssue} from '../../../../lib/field-schema/check';
import type {FieldArraySchema} from '../../../../lib/field-schema/types';

interface Checker {
  schema: FieldArraySchema;
  check: typeof checkFieldConfig;
}

/**
 * The issues of the field array the frame renders, by the checker the MCP server's
 * validate_config uses, against the kit's schema. Null while the checker and the schema load
 * (after the page's load, with the editor's chunk), in JSON Schema mode, and while a text does not parse.
 */
export function useConfigCheck(
  kit: PlaygroundKit,
  enabled: boolean,
  message: PageToFrameMessage | null,
): FieldConfigIssue[] | null {
  const [checker, setChecker] = useState<Checker | null>(null);
  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    let cancelled = false;
    import('./CodeEditor')
      .then(({checkFieldConfig, loadFieldSchema}) =>
        loadFieldSchema(kit).then(({default: schema}) => {
          if (!cancelled) setChecker({schema, check: checkFieldConfig});
        }),
      )
      // Without its schema the page still renders the form; the list stays away, as when offline.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      setChecker(null);
    };
  }, [kit, enabled]);
  return useMemo(() => {
    if (!checker || message?.type !== 'formly-playground:render' || message.mode !== 'fields') {
      return null;
    }
    return checker.check(checker.schema, message.config);
  }, [checker, message]);
}
