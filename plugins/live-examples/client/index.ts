// Loaded only when a reader clicks "Open in StackBlitz": it turns a demo's files
// into a complete Angular CLI project (project.ts), with the versions the demos app
// is pinned to, and opens it in a new tab.
import sdk from '@stackblitz/sdk';
import data from '@generated/live-examples/default/stackblitz.json';
import {stackBlitzProject, type ExportedDemo} from '../project';

export type {ExportedDemo} from '../project';

/** The project "Open in StackBlitz" posts for `demo`, with the build's pinned versions. */
export function exportedProject(demo: ExportedDemo): ReturnType<typeof stackBlitzProject> {
  return stackBlitzProject(demo, data);
}

export function openInStackBlitz(demo: ExportedDemo): void {
  sdk.openProject(exportedProject(demo), {newWindow: true, openFile: 'src/app/app.ts'});
}
