import { FormlyExtension, FormlyFieldConfig } from '@ngx-formly/core';
import { TranslateService } from '@ngx-translate/core';

const translatableProps = ['label', 'placeholder', 'description'] as const;

/**
 * Treats the label, placeholder and description of every field marked
 * `props.translate: true` as translation keys. The extension turns each one
 * into an Observable expression, so the fields themselves stay plain data.
 */
export function translateExtension(translate: TranslateService): FormlyExtension {
  return {
    prePopulate(field: FormlyFieldConfig) {
      const props = field.props ?? {};
      if (props['translate'] !== true || props['translationApplied']) {
        return;
      }
      // prePopulate runs again when the form is rebuilt; by then the props
      // hold translated text instead of keys, so do the work only once.
      props['translationApplied'] = true;
      const expressions = { ...field.expressions };
      for (const prop of translatableProps) {
        const key = props[prop];
        if (typeof key === 'string') {
          expressions[`props.${prop}`] = translate.stream(key);
        }
      }
      field.expressions = expressions;
    },
  };
}
