import { ChangeDetectionStrategy, Component } from '@angular/core';
import { DemoEntry } from './demo-entry';
import { demoRegistry } from './demo-registry.generated';
import { kits } from './kits';

interface DemoSection {
  name: string;
  demos: DemoEntry[];
}

function groupBySection(demos: readonly DemoEntry[]): DemoSection[] {
  const sections = new Map<string, DemoEntry[]>();
  for (const demo of demos) {
    sections.set(demo.section, [...(sections.get(demo.section) ?? []), demo]);
  }
  return [...sections].map(([name, entries]) => ({ name, demos: entries }));
}

const kitLabels: Record<string, string> = Object.fromEntries(
  kits.map((kit) => [kit.name, kit.label]),
);

/** The list shown when the demos app is opened without a demo in its address. */
@Component({
  selector: 'demo-index',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="demo-index">
      <p>
        Each of these demos is embedded in a page of the Formly documentation. Open one to try it on
        its own.
      </p>
      @for (section of sections; track section.name) {
        <h2>{{ section.name }}</h2>
        <ul>
          @for (demo of section.demos; track demo.path) {
            <li>
              <a [href]="'#/' + demo.path">{{ demo.title }}</a>
              <small>({{ kitLabels[demo.kit] }})</small>
            </li>
          }
        </ul>
      }
    </div>
  `,
})
export class DemoIndex {
  protected readonly sections = groupBySection(demoRegistry);
  protected readonly kitLabels = kitLabels;
}
