import {KITS} from '../../../lib/entry-points';

/** `_category_.json` files: labels and positions of the API folders in the sidebar. */
export function renderCategories(): Map<string, string> {
  const files = new Map<string, string>();
  const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
  files.set('_category_.json', json({key: 'api', label: 'API', position: 4}));
  files.set('core/_category_.json', json({key: 'api-core', label: 'Core', position: 1}));
  files.set('ui/_category_.json', json({key: 'api-ui', label: 'UI', position: 3}));
  KITS.forEach((kit, i) => {
    files.set(`ui/${kit.name}/_category_.json`, json({key: `api-ui-${kit.name}`, label: kit.label, position: i + 1}));
  });
  return files;
}
