import React from 'react';
import styles from './styles.module.css';

interface Feature {
  title: string;
  description: string;
}

const features: Feature[] = [
  {
    title: 'Describe forms as data',
    description:
      'A form is an array of field configurations. Build it in code, load it from your server, or convert a JSON Schema, and Formly renders it with Angular reactive forms underneath.',
  },
  {
    title: 'Keep your design system',
    description:
      'Field types come from the UI kit you already use. When none fits, register your own component, wrapper or extension and use it by name in any config.',
  },
  {
    title: 'Logic next to the field',
    description:
      'Show, hide, disable or relabel a field from the model or shared form state with expressions, and attach sync or async validators with their messages.',
  },
  {
    title: 'Standalone or NgModule',
    description:
      'Version 7 adds provider functions such as provideFormlyCore and withFormlyBootstrap for standalone applications, while the NgModule APIs keep working.',
  },
];

export default function FeatureList(): React.JSX.Element {
  return (
    <div className={styles.features}>
      {features.map((feature) => (
        <section key={feature.title} className={styles.feature}>
          <h3>{feature.title}</h3>
          <p>{feature.description}</p>
        </section>
      ))}
    </div>
  );
}
