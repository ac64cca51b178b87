import type {PlaygroundKit} from '@site/lib/playground-protocol';
import type {FieldArraySchema} from '../../../../lib/field-schema/types';

/**
 * Each kit's field schema, a separate chunk fetched when the editor or the configuration check
 * needs it. The bundler makes one chunk per file the pattern matches, so a new kit needs no line here.
 */
export const loadFieldSchema = (kit: PlaygroundKit): Promise<{default: FieldArraySchema}> =>
  import(`@generated/playground/default/field-schema-${kit}.json`);
