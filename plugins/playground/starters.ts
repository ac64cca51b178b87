/**
 * Starting points of the playground. The built-in ones are here; the plugin
 * adds one per example whose fields and model are plain data (see
 * examples.ts), read from the demos at build time.
 */
import type {PlaygroundKit, PlaygroundMode} from '../../lib/playground-protocol';

export interface Starter {
  id: string;
  title: string;
  group: string;
  mode: PlaygroundMode;
  /** The kits the starter's form runs in; the current kit is kept when it is one of them, or when unset. */
  kits?: PlaygroundKit[];
  /** Field array (mode "fields") or JSON Schema (mode "json-schema"), as JSON text. */
  config: string;
  model: string;
  options: string;
  /** What the playground's version of an example leaves out of the example, and why (playground.json's `note`). */
  note?: string;
}

export const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

const welcomeFields = [
  {key: 'name', type: 'input', props: {label: 'Name', placeholder: 'Ada Lovelace', required: true, minLength: 2}},
  {key: 'email', type: 'input', props: {type: 'email', label: 'E-mail', required: true}},
  {key: 'age', type: 'input', props: {type: 'number', label: 'Age', min: 0, max: 130}},
  {
    key: 'guardian',
    type: 'input',
    props: {label: "A parent's name", description: 'Shown while the age is under 18.', required: true},
    expressions: {hide: '!model.age || model.age >= 18'},
  },
  {
    key: 'topic',
    type: 'select',
    props: {
      label: 'Topic',
      options: [
        {value: 'forms', label: 'Dynamic forms'},
        {value: 'validation', label: 'Validation'},
        {value: 'kits', label: 'UI kits'},
      ],
    },
  },
];

const deliverySchema = {
  type: 'object',
  title: 'Order',
  properties: {
    name: {type: 'string', title: 'Name', minLength: 2},
    quantity: {type: 'integer', title: 'Quantity', minimum: 1, default: 1},
    delivery: {
      title: 'Delivery',
      oneOf: [
        {
          title: 'By post',
          type: 'object',
          properties: {street: {type: 'string', title: 'Street'}, city: {type: 'string', title: 'City'}},
          required: ['street', 'city'],
        },
        {
          title: 'Collect in store',
          type: 'object',
          properties: {store: {type: 'string', title: 'Store', enum: ['Centre', 'Station', 'Harbour']}},
          required: ['store'],
        },
      ],
    },
  },
  required: ['name', 'delivery'],
};

/** What a new visitor sees. */
export const defaultStarter: Starter = {
  id: 'welcome',
  title: 'A small form with an expression',
  group: 'Start',
  mode: 'fields',
  config: json(welcomeFields),
  model: json({topic: 'forms'}),
  options: json({formState: {}}),
};

export const builtInStarters: readonly Starter[] = [
  defaultStarter,
  {
    id: 'empty',
    title: 'An empty form',
    group: 'Start',
    mode: 'fields',
    config: json([]),
    model: json({}),
    options: json({formState: {}}),
  },
  {
    id: 'json-schema',
    title: 'JSON Schema with oneOf',
    group: 'Start',
    mode: 'json-schema',
    config: json(deliverySchema),
    model: json({}),
    options: json({formState: {}}),
  },
];
