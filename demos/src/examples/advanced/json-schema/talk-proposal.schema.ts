import { FormlyJsonschema } from '@ngx-formly/core/json-schema';

type JsonSchema = Parameters<FormlyJsonschema['toFieldConfig']>[0];

/** A conference's call for papers, described once as JSON Schema. */
export const talkProposalSchema: JsonSchema = {
  type: 'object',
  title: 'Submit a talk',
  description: 'Everything the programme committee needs to review your proposal.',
  required: ['title', 'format', 'speakers'],
  properties: {
    title: { type: 'string', title: 'Title', minLength: 5, maxLength: 70 },
    format: {
      type: 'string',
      title: 'Format',
      // oneOf with const/title pairs gives readable labels in the select.
      oneOf: [
        { const: 'lightning', title: 'Lightning talk' },
        { const: 'session', title: 'Conference session' },
        { const: 'workshop', title: 'Hands-on workshop' },
      ],
    },
    minutes: {
      type: 'integer',
      title: 'Length in minutes',
      minimum: 5,
      maximum: 120,
      multipleOf: 5,
      default: 30,
    },
    speakers: {
      type: 'array',
      title: 'Speakers',
      minItems: 1,
      maxItems: 3,
      items: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', title: 'Name' },
          handle: { type: 'string', title: 'Social handle', pattern: '^@\\w+$' },
        },
      },
    },
    needsProjector: { type: 'boolean', title: 'I will show slides', default: true },
  },
};
