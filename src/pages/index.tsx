import React, {type ComponentType} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import MDXCode from '@theme/MDXComponents/Code';
import MDXPre from '@theme/MDXComponents/Pre';
import KitList from '@site/src/components/KitList';
import FeatureList from '@site/src/components/FeatureList';
import HomeSampleContent from './_home-sample.mdx';
import styles from './index.module.css';

// The sample's only Markdown is a code block: render it with the theme's code
// components alone rather than loading every MDX component on the home page.
const sampleComponents = {pre: MDXPre, code: MDXCode};
const HomeSample = HomeSampleContent as ComponentType<{components: typeof sampleComponents}>;

function Hero(): React.JSX.Element {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          Formly
        </Heading>
        <p className={styles.heroTagline}>
          Formly builds Angular reactive forms from a plain configuration object, so you describe each field once and
          the library renders, validates and wires it up with the UI kit you already use.
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to="/docs/guide/getting-started">
            Get started
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/docs/examples/introduction">
            See the examples
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): React.JSX.Element {
  return (
    <Layout
      title="JSON-powered dynamic forms for Angular"
      description="Formly turns field configurations into Angular reactive forms, with UI kits for Bootstrap, Material, Ionic, PrimeNG, Kendo and NG-ZORRO."
    >
      <Hero />
      <main>
        <section className={styles.section}>
          <div className="container">
            <div className="row">
              <div className="col col--5">
                <Heading as="h2">A form is a list of fields</Heading>
                <p>
                  Each entry names a model key, a field type and the properties that type understands. Formly creates
                  the form controls, applies the validators, renders labels and error messages, and keeps your model
                  object in sync as the user types.
                </p>
                <p>
                  Because the configuration is data, it can come from anywhere: written inline, assembled from a server
                  response, or generated from a JSON Schema.
                </p>
              </div>
              <div className="col col--7">
                <HomeSample components={sampleComponents} />
                <p>
                  <Link className="button button--secondary button--sm" to="/playground?starter=home">
                    Try it live
                  </Link>
                </p>
              </div>
            </div>
          </div>
        </section>
        <section className={styles.sectionAlt}>
          <div className="container">
            <Heading as="h2">Pick your UI kit</Heading>
            <p>Each kit maps the Formly field types onto its own components.</p>
            <KitList />
          </div>
        </section>
        <section className={styles.section}>
          <div className="container">
            <Heading as="h2">Why Formly</Heading>
            <FeatureList />
          </div>
        </section>
        <section className={styles.callToAction}>
          <div className="container">
            <Heading as="h2">Your first form takes five minutes</Heading>
            <p>Install the core package and one kit, register them, and render a field list.</p>
            <Link className="button button--primary button--lg" to="/docs/guide/getting-started">
              Read Getting Started
            </Link>
          </div>
        </section>
      </main>
    </Layout>
  );
}
