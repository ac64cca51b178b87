import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './index.module.css';

// The template's home page: a hero with one call to action, then three feature
// columns, each an illustration with a heading and a sentence.
const features = [
  {title: 'Easy to Use', text: 'Designed from the ground up to be easily installed and used.', hue: 150},
  {title: 'Focus on What Matters', text: 'Focus on your docs, and move the chores to the docs directory.', hue: 200},
  {title: 'Powered by React', text: 'Extend or customize your website layout by reusing React.', hue: 250},
];

function Illustration({hue}: {hue: number}): ReactNode {
  return (
    <svg className={styles.featureSvg} viewBox="0 0 200 200" role="img" aria-hidden="true">
      <circle cx="100" cy="100" r="90" fill={`hsl(${hue} 60% 80%)`} />
      <rect x="55" y="70" width="90" height="60" rx="8" fill={`hsl(${hue} 50% 40%)`} />
      <circle cx="100" cy="100" r="16" fill="#fff" />
    </svg>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={`Hello from ${siteConfig.title}`} description="Description will go into a meta tag in <head />">
      <header className={clsx('hero hero--primary', styles.heroBanner)}>
        <div className="container">
          <Heading as="h1" className="hero__title">
            {siteConfig.title}
          </Heading>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <div className={styles.buttons}>
            <Link className="button button--secondary button--lg" to="/docs/intro">
              Docusaurus Tutorial - 5min ⏱️
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className={styles.features}>
          <div className="container">
            <div className="row">
              {features.map(({title, text, hue}) => (
                <div key={title} className={clsx('col col--4')}>
                  <div className="text--center">
                    <Illustration hue={hue} />
                  </div>
                  <div className="text--center padding-horiz--md">
                    <Heading as="h3">{title}</Heading>
                    <p>{text}</p>
                  </div>
                </div>
              ))}
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
