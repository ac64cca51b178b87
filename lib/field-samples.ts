/**
 * The small field configurations shown on field pages. They are data rather than text so
 * that the generator can check every prop name against the props the kit really accepts:
 * a sample that uses a prop the typings do not declare stops the generation.
 */
import type {KitName} from './kits';
import {kitFacts} from './kits/facts';

export interface FieldSample {
  key: string;
  /** Type name to use; defaults to the first type the entry point registers. */
  type?: string;
  props: Record<string, unknown>;
}

const option = (value: string, label: string) => ({value, label});

const SAMPLES: Record<string, FieldSample> = {
  'form-field': {
    key: 'displayName',
    type: 'input',
    props: {label: 'Display name', description: 'Visible to the other members of your team', required: true},
  },
  addons: {
    key: 'subdomain',
    type: 'input',
    props: {label: 'Workspace address', addonLeft: {text: 'https://'}, addonRight: {text: '.example.com'}},
  },
  input: {
    key: 'workEmail',
    props: {type: 'email', label: 'Work email', placeholder: 'you@company.example', required: true},
  },
  textarea: {
    key: 'deliveryNotes',
    props: {label: 'Delivery notes', rows: 3, maxLength: 300},
  },
  checkbox: {
    key: 'acceptTerms',
    props: {label: 'I have read the terms of service', required: true},
  },
  radio: {
    key: 'shippingSpeed',
    props: {
      label: 'Shipping speed',
      options: [option('standard', 'Standard (3 to 5 days)'), option('express', 'Express (next day)')],
    },
  },
  select: {
    key: 'timezone',
    props: {
      label: 'Time zone',
      placeholder: 'Pick a time zone',
      options: [option('Europe/Lisbon', 'Lisbon'), option('America/Chicago', 'Chicago'), option('Asia/Tokyo', 'Tokyo')],
    },
  },
  multicheckbox: {
    key: 'notificationChannels',
    props: {
      label: 'Notify me by',
      options: [option('sms', 'Text message'), option('email', 'Email'), option('push', 'Push notification')],
    },
  },
  'native-select': {
    key: 'shirtSize',
    props: {label: 'Shirt size', options: [option('s', 'Small'), option('m', 'Medium'), option('l', 'Large')]},
  },
  datepicker: {
    key: 'checkInDate',
    props: {label: 'Check-in date', required: true},
  },
  datetime: {
    key: 'pickupTime',
    props: {label: 'Pick-up time', presentation: 'time'},
  },
  slider: {
    key: 'monthlyBudget',
    props: {label: 'Monthly budget', min: 0, max: 5000, step: 250},
  },
  toggle: {
    key: 'darkTheme',
    props: {label: 'Use the dark theme'},
  },
};

export function fieldSample(kit: KitName, field: string): FieldSample | undefined {
  const base = SAMPLES[field];
  if (!base) return undefined;
  return {...base, props: {...base.props, ...(kitFacts[kit].sampleProps?.[field] ?? {})}};
}

/** Prints a JSON-like value as TypeScript source with single quotes and 2-space indents. */
export function toTypeScript(value: unknown, indent = 0): string {
  const pad = '  '.repeat(indent);
  const inner = '  '.repeat(indent + 1);
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.map((v) => toTypeScript(v, indent + 1));
    const flat = `[${items.join(', ')}]`;
    if (flat.length + pad.length <= 72 && !flat.includes('\n')) return flat;
    return `[\n${items.map((i) => `${inner}${i},`).join('\n')}\n${pad}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => {
      const key = /^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`;
      return `${key}: ${toTypeScript(v, indent + 1)}`;
    });
    const flat = `{ ${entries.join(', ')} }`;
    if (flat.length + pad.length <= 72 && !flat.includes('\n')) return flat;
    return `{\n${entries.map((e) => `${inner}${e},`).join('\n')}\n${pad}}`;
  }
  return 'undefined';
}
