import { ChangeDetectionStrategy, Component } from '@angular/core';
import { RouterLink } from '@angular/router';
import { DemoEntry } from './demo-entry';
import { demoRegistry } from './demo-registry.generated';

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

/** The list shown when the demos app is opened on its own rather than embedded. */
@Component({
  selector: 'demo-index',
  imports: [RouterLink],
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
              <a [routerLink]="'/' + demo.path">{{ demo.title }}</a> <small>({{ demo.kit }})</small>
            </li>
          }
        </ul>
      }
    </div>
  `,
})
export class DemoIndex {
  protected readonly sections = groupBySection(demoRegistry);
}
