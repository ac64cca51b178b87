import type {PlaygroundKit} from '@site/lib/playground-protocol';

/** What the page gives an editor, whether the plain text area shown first or CodeMirror once loaded. */
export interface EditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the text area. */
  label: string;
  id: string;
  /** Set on the field array editor: completion and checks follow this kit's field schema. */
  fieldSchemaKit?: PlaygroundKit;
}
